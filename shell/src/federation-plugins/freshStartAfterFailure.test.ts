import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { freshStartAfterFailure } from './freshStartAfterFailure';

const auth = { name: 'auth', entry: 'http://site.test/remotes/auth/mf-manifest.json' };
const student = { name: 'student', entry: 'http://site.test/remotes/student/mf-manifest.json' };

const fakeOrigin = () =>
  ({ options: { remotes: [auth, student] }, registerRemotes: jest.fn() }) as unknown as ModuleFederation & {
    registerRemotes: jest.Mock;
  };

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof freshStartAfterFailure>['errorLoadRemote']>>[0];

const failure = (origin: ModuleFederation, overrides: Partial<ErrorArgs> = {}): ErrorArgs => ({
  id: 'auth/Login',
  error: new Error('manifest failed'),
  from: 'runtime',
  lifecycle: 'onLoad',
  remote: { ...auth, type: 'global', entryGlobalName: 'auth', shareScope: 'default' },
  origin,
  ...overrides,
});

describe('freshStartAfterFailure', () => {
  const plugin = freshStartAfterFailure();

  it('re-registers the failed remote, forcing its cached load out, and lets the failure through', () => {
    const origin = fakeOrigin();
    expect(plugin.errorLoadRemote?.(failure(origin))).toBeUndefined();
    expect(origin.registerRemotes).toHaveBeenCalledWith([auth], { force: true });
  });

  it('waits for the final stage: a failed manifest is reported again at onLoad', () => {
    const origin = fakeOrigin();
    plugin.errorLoadRemote?.(failure(origin, { lifecycle: 'afterResolve' }));
    expect(origin.registerRemotes).not.toHaveBeenCalled();
  });

  it('does nothing for a remote that was never registered', () => {
    const origin = fakeOrigin();
    plugin.errorLoadRemote?.(failure(origin, { id: 'shop/Cart', remote: undefined }));
    expect(origin.registerRemotes).not.toHaveBeenCalled();
  });
});
