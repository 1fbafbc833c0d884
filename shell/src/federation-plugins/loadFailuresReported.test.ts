import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { loadFailuresReported } from './loadFailuresReported';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof loadFailuresReported>['errorLoadRemote']>>[0];

const recruiter = { name: 'recruiter', entry: 'http://site.test/remotes/recruiter/2.0.0-two/mf-manifest.json' };
const failure = (overrides: Partial<ErrorArgs> = {}): ErrorArgs => ({
  id: 'recruiter/AdminJobs',
  error: new Error('manifest failed'),
  from: 'runtime',
  lifecycle: 'onLoad',
  remote: { ...recruiter, type: 'global', entryGlobalName: 'recruiter', shareScope: 'default' },
  origin: {} as ModuleFederation,
  ...overrides,
});

describe('loadFailuresReported', () => {
  it('reports the remote whose code failed to load, and lets the failure through to the route', () => {
    const failed = jest.fn();
    expect(loadFailuresReported(failed).errorLoadRemote?.(failure())).toBeUndefined();
    expect(failed).toHaveBeenCalledWith('recruiter');
  });

  it('reports each failed load once: at its final stage, not at the earlier ones it passed through', () => {
    const failed = jest.fn();
    const plugin = loadFailuresReported(failed);
    for (const lifecycle of ['beforeRequest', 'afterResolve', 'onLoad'] as const) plugin.errorLoadRemote?.(failure({ lifecycle }));
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('names the remote from the module asked for when the runtime does not know it', () => {
    const failed = jest.fn();
    loadFailuresReported(failed).errorLoadRemote?.(failure({ id: 'student/Jobs', remote: undefined }));
    expect(failed).toHaveBeenCalledWith('student');
  });
});
