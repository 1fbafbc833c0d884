import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { manifestsFetchedEarly } from '../federation-plugins/manifestsFetchedEarly';
import { reportPageEventsTo } from '../telemetry/pageEvents';
import { loadRemoteModule, preloadRemoteModule, registeredRemotes, startFederation } from './federation';

jest.mock('../federation-plugins/manifestsFetchedEarly', () => ({
  manifestsFetchedEarly: jest.fn(() => ({ name: 'manifests-fetched-early' })),
}));
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);

describe('federation', () => {
  it('registers every remote of remotes.json by name and manifest URL, with the retry, load-failure and early-manifest plugins', async () => {
    startFederation(Promise.resolve({ auth: '/remotes/auth/mf-manifest.json', student: '/remotes/student/mf-manifest.json' }), new Set(['student']));
    expect(registerPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: 'fresh-start-after-failure' }), expect.objectContaining({ name: 'load-failures-reported' })]);

    mockedLoadRemote.mockResolvedValue({ default: () => null });
    await loadRemoteModule('auth', 'Login');

    expect(manifestsFetchedEarly).toHaveBeenCalledWith(['/remotes/student/mf-manifest.json'], {});
    expect(registerPlugins).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'manifests-fetched-early' })]);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'auth', entry: '/remotes/auth/mf-manifest.json' },
      { name: 'student', entry: '/remotes/student/mf-manifest.json' },
    ]);
  });

  it("reports each remote whose code fails to load to the page's telemetry, and hands it the remotes the page runs", async () => {
    const failed = jest.fn();
    reportPageEventsTo({ shown: jest.fn(), failed, vital: jest.fn() });
    const remotes = { recruiter: '/remotes/recruiter/2.0.0-two/mf-manifest.json' };
    startFederation(Promise.resolve(remotes), new Set());
    const [plugins] = jest.mocked(registerPlugins).mock.calls[0]!;
    const reporting = plugins!.find((plugin) => plugin.name === 'load-failures-reported')!;

    await reporting.errorLoadRemote?.({ id: 'recruiter/AdminJobs', error: new Error('RUNTIME-003'), from: 'runtime', lifecycle: 'onLoad', origin: {} as never });
    await reporting.errorLoadRemote?.({ id: 'payments/Checkout', error: new Error('RUNTIME-004'), from: 'runtime', lifecycle: 'onLoad', origin: {} as never });

    expect(failed.mock.calls).toEqual([['load', 'recruiter']]);
    await expect(registeredRemotes()).resolves.toEqual(remotes);
    reportPageEventsTo(undefined);
  });

  it('hands the early-manifest plugin the manifests the server put in the page', async () => {
    const manifests = { '/remotes/student/v2/mf-manifest.json': { id: 'student' } };
    document.head.append(Object.assign(document.createElement('script'), { type: 'application/json', id: 'remote-manifests', textContent: JSON.stringify(manifests) }));
    startFederation(Promise.resolve({ student: '/remotes/student/v2/mf-manifest.json' }), new Set(['student']));
    mockedLoadRemote.mockResolvedValue({ default: () => null });
    await loadRemoteModule('student', 'Home');

    expect(manifestsFetchedEarly).toHaveBeenLastCalledWith(['/remotes/student/v2/mf-manifest.json'], manifests);
    document.getElementById('remote-manifests')!.remove();
  });

  it('holds a load back until remotes.json has been read and its remotes registered', async () => {
    let readConfig!: (remotes: Record<string, string>) => void;
    startFederation(new Promise((resolve) => (readConfig = resolve)), new Set());
    mockedLoadRemote.mockResolvedValue({ default: () => null });

    const loading = loadRemoteModule('auth', 'Login');
    await Promise.resolve();
    expect(mockedLoadRemote).not.toHaveBeenCalled();

    readConfig({ auth: '/remotes/auth/mf-manifest.json' });
    await loading;
    expect(jest.mocked(registerRemotes).mock.invocationCallOrder[0]).toBeLessThan(mockedLoadRemote.mock.invocationCallOrder[0]!);
  });

  it('loads an exposed module as remote/expose', async () => {
    const module = { default: () => null };
    mockedLoadRemote.mockResolvedValue(module);

    await expect(loadRemoteModule('auth', 'Login')).resolves.toBe(module);
    expect(mockedLoadRemote).toHaveBeenCalledWith('auth/Login');
  });

  it('rejects when the runtime fails', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('RUNTIME-003 manifest failed'));
    await expect(loadRemoteModule('auth', 'Login')).rejects.toThrow('RUNTIME-003');
  });

  it('rejects when the runtime resolves to null (a hook swallowed the failure)', async () => {
    mockedLoadRemote.mockResolvedValue(null);
    await expect(loadRemoteModule('auth', 'Login')).rejects.toThrow('auth/Login could not be loaded');
  });

  it("downloads a screen's files once its remote is registered, leaving a failure to the real load", async () => {
    let readConfig!: (remotes: Record<string, string>) => void;
    startFederation(new Promise((resolve) => (readConfig = resolve)), new Set());
    jest.mocked(preloadRemote).mockRejectedValue(new Error('RUNTIME-008 entry failed'));

    preloadRemoteModule('student', 'Home');
    await Promise.resolve();
    expect(preloadRemote).not.toHaveBeenCalled();

    readConfig({ student: '/remotes/student/mf-manifest.json' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'student', exposes: ['Home'] }]);
  });
});
