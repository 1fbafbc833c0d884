import { liveShellVersion, releaseVersions, SHELL_RELEASES_URL } from './releaseVersions';

// jsdom has no fetch: each test brings the one it needs.
const stubFetch = (answer: () => Promise<unknown>) => {
  const fetch = jest.fn(answer);
  Object.assign(globalThis, { fetch });
  return fetch;
};
const history = (body: unknown, status = 200) => stubFetch(async () => ({ ok: status < 400, status, json: async () => body }));

const REMOTES = {
  student: '/remotes/student/1.4.0-ab12cd34ef/mf-manifest.json',
  recruiter: 'https://cdn.example/site/remotes/recruiter/2.0.0-0011223344/mf-manifest.json',
  auth: 'http://localhost:3001/mf-manifest.json',
};

describe('releaseVersions', () => {
  it("names each remote's version by the folder of the manifest the page registered, wherever it is hosted", async () => {
    const versionOf = releaseVersions(Promise.resolve(REMOTES), async () => undefined);
    await expect(versionOf('student')).resolves.toBe('1.4.0-ab12cd34ef');
    await expect(versionOf('recruiter')).resolves.toBe('2.0.0-0011223344');
  });

  it('knows no version of a remote served unreleased (the development server) or not registered', async () => {
    const versionOf = releaseVersions(Promise.resolve({ auth: REMOTES.auth }), async () => undefined);
    await expect(versionOf('auth')).resolves.toBeUndefined();
    await expect(versionOf('student')).resolves.toBeUndefined();
  });

  it("reads the shell's version from its release history once, and only when something of the shell's is reported", async () => {
    const fetch = history({ current: '1.0.0-5566778899', releases: [] });
    const versionOf = releaseVersions(Promise.resolve(REMOTES));
    await versionOf('student');
    expect(fetch).not.toHaveBeenCalled();

    await expect(versionOf('shell')).resolves.toBe('1.0.0-5566778899');
    await expect(versionOf('shell')).resolves.toBe('1.0.0-5566778899');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(SHELL_RELEASES_URL, { cache: 'no-cache' });
  });
});

describe('liveShellVersion', () => {
  it.each([
    ['a site without release history (404)', () => history({ message: 'Not found' }, 404)],
    ['a history without a current version', () => history({ releases: [] })],
    ['an answer that is not JSON', () => stubFetch(async () => ({ ok: true, status: 200, json: async () => Promise.reject(new SyntaxError('Unexpected token <')) }))],
    ['a network failure', () => stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))],
  ])('is undefined for %s', async (_case, arrange) => {
    arrange();
    await expect(liveShellVersion()).resolves.toBeUndefined();
  });
});
