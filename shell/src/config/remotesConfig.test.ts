import { loadRemotesConfig } from './remotesConfig';

// jsdom has no fetch: each test brings the one it needs.
const stubFetch = (fetch: jest.Mock) => Object.assign(globalThis, { fetch });
const answer = (status: number, body: unknown) =>
  stubFetch(jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body }));

describe('loadRemotesConfig', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('reads each remote and its manifest URL from /remotes.json, revalidating the cached copy', async () => {
    const { fetch } = answer(200, { auth: '/remotes/auth/mf-manifest.json', student: 'https://cdn.example/s/mf-manifest.json' });

    await expect(loadRemotesConfig()).resolves.toEqual({
      auth: '/remotes/auth/mf-manifest.json',
      student: 'https://cdn.example/s/mf-manifest.json',
    });
    expect(fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });

  it('drops entries that are not a URL string', async () => {
    answer(200, { auth: '/remotes/auth/mf-manifest.json', student: 42, recruiter: '' });
    await expect(loadRemotesConfig()).resolves.toEqual({ auth: '/remotes/auth/mf-manifest.json' });
  });

  it.each([
    ['a 404', () => answer(404, { message: 'Not found' })],
    ['a body that is not an object', () => answer(200, ['auth'])],
    ['a network failure', () => stubFetch(jest.fn().mockRejectedValue(new TypeError('Failed to fetch')))],
  ])('starts with no remotes after %s, and says why in the console', async (_case, arrange) => {
    arrange();
    await expect(loadRemotesConfig()).resolves.toEqual({});
    expect(consoleError).toHaveBeenCalledWith('/remotes.json could not be read; no remote will load.', expect.any(Error));
  });
});

describe('loadRemotesConfig on a page that carries the config', () => {
  afterEach(() => document.getElementById('remotes-config')?.remove());
  const carry = (text: string) => {
    const block = Object.assign(document.createElement('script'), { type: 'application/json', id: 'remotes-config', textContent: text });
    document.head.append(block);
  };

  it('reads the page\'s copy and fetches nothing', async () => {
    const { fetch } = answer(200, { auth: '/elsewhere.json' });
    carry(JSON.stringify({ student: '/remotes/student/v2/mf-manifest.json' }));
    await expect(loadRemotesConfig()).resolves.toEqual({ student: '/remotes/student/v2/mf-manifest.json' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([['is not JSON', '{student:'], ['is not an object', '["student"]']])('fetches /remotes.json when the copy %s', async (_case, text) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetch } = answer(200, { auth: '/remotes/auth/mf-manifest.json' });
    carry(text);
    await expect(loadRemotesConfig()).resolves.toEqual({ auth: '/remotes/auth/mf-manifest.json' });
    expect(fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });
});
