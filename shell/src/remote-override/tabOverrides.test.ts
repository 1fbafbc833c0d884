import { startRemoteOverrides, stopRemoteOverrides, withRemoteOverrides } from './tabOverrides';

const DEV_STUDENT = 'http://localhost:3002/mf-manifest.json';
const LIVE = { auth: '/remotes/auth/1.0.0-a/mf-manifest.json', student: '/remotes/student/1.0.0-b/mf-manifest.json' };

/** The page as the server sends it with REMOTE_OVERRIDE_ORIGINS set; without a call, it allows none. */
function allowOrigins(...origins: string[]) {
  const block = Object.assign(document.createElement('script'), { type: 'application/json', id: 'remote-override-origins', textContent: JSON.stringify(origins) });
  document.head.append(block);
}

const query = (...overrides: string[]) => `?${overrides.map((value) => `remote-override=${encodeURIComponent(value)}`).join('&')}`;
/** The remotes the federation registers on a page started at `search`. */
const registeredAt = (search: string) => withRemoteOverrides(LIVE, startRemoteOverrides(search));

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  document.head.replaceChildren();
  sessionStorage.clear();
});

describe('a remote loaded from an allowed origin', () => {
  beforeEach(() => allowOrigins('http://localhost:3001', 'http://localhost:3002'));

  it('replaces that remote\'s release and keeps the others', () => {
    expect(registeredAt(query(`student@${DEV_STUDENT}`))).toEqual({ ...LIVE, student: DEV_STUDENT });
    expect(warn).not.toHaveBeenCalled();
  });

  it('is kept for the tab: a reload or a page without the parameter still loads it', () => {
    registeredAt(query(`student@${DEV_STUDENT}`));
    expect(registeredAt('')).toEqual({ ...LIVE, student: DEV_STUDENT });
    expect(registeredAt('?page=2')).toEqual({ ...LIVE, student: DEV_STUDENT });
  });

  it('takes several remotes as a repeated parameter, and a later address replaces one remote\'s', () => {
    const devAuth = 'http://localhost:3001/mf-manifest.json';
    expect(registeredAt(query(`student@${DEV_STUDENT}`, `auth@${devAuth}`))).toEqual({ auth: devAuth, student: DEV_STUDENT });
    const otherBuild = 'http://localhost:3002/other/mf-manifest.json';
    expect(registeredAt(query(`student@${otherBuild}`))).toEqual({ auth: devAuth, student: otherBuild });
  });

  it('ends, stopped: the page is left for its address without the parameter, and the next start loads the releases', () => {
    window.history.replaceState(null, '', `/description/7${query(`student@${DEV_STUDENT}`)}&from=search#apply`);
    registeredAt(window.location.search);
    const leave = jest.fn();

    stopRemoteOverrides(leave);

    expect(leave).toHaveBeenCalledWith('http://localhost/description/7?from=search#apply');
    expect(registeredAt('?from=search')).toEqual(LIVE);
  });
});

describe('an override the site does not allow', () => {
  it('is ignored with a warning naming the origin and REMOTE_OVERRIDE_ORIGINS', () => {
    allowOrigins('http://localhost:3002');
    expect(registeredAt(query('student@https://evil.example/mf-manifest.json'))).toEqual(LIVE);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/https:\/\/evil\.example is not in REMOTE_OVERRIDE_ORIGINS/));
    expect(registeredAt('')).toEqual(LIVE);
  });

  it('is ignored on a page that allows no origin, the default', () => {
    expect(registeredAt(query(`student@${DEV_STUDENT}`))).toEqual(LIVE);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('http://localhost:3002 is not in REMOTE_OVERRIDE_ORIGINS'));
  });

  it('is dropped from the tab once the site no longer allows its origin', () => {
    allowOrigins('http://localhost:3002');
    registeredAt(query(`student@${DEV_STUDENT}`));
    document.head.replaceChildren();
    expect(registeredAt('')).toEqual(LIVE);
    allowOrigins('http://localhost:3002');
    expect(registeredAt('')).toEqual(LIVE);
  });

  it.each([
    ['no remote name', DEV_STUDENT, 'expected <remote>@<manifest URL>'],
    ['no URL', 'student', 'expected <remote>@<manifest URL>'],
    ['a relative URL', 'student@/mf-manifest.json', 'expected <remote>@<manifest URL>'],
    ['a script URL', 'student@javascript:alert(1)', 'expected <remote>@<manifest URL>'],
    ['a remote the site does not have', `shell@${DEV_STUDENT}`, 'the site has no remote named "shell" (it has auth, recruiter, student)'],
  ])('is ignored with a warning when it has %s', (_case, value, reason) => {
    allowOrigins('http://localhost:3002');
    expect(registeredAt(query(value))).toEqual(LIVE);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`Ignored remote-override=${value}: ${reason}`));
  });
});
