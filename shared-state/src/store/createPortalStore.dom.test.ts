/**
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
import { aJobWithApplicants, aUser } from '../../test/fixtures';
import { startApi } from '../../test/harness';
import { routes, type TestServer } from '../../test/httpServer';
import { memoryStorage, whenRehydrated } from '../../test/persist';
import { applicationEndpoints } from '../features/application/applicationEndpoints';
import { authEndpoints } from '../features/auth/authEndpoints';
import { createPortalStore, type RootState } from './createPortalStore';

// Checked by tsc: if RootState ever degrades to any, this directive is unused and fails the typecheck.
// @ts-expect-error a number is not the state
const stateIsTyped: RootState = 42;
void stateIsTyped;

let server: TestServer;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());

const recruiter = aUser({ role: 'recruiter', email: 'rita@example.com' });
const applicants = aJobWithApplicants();
const applicantEmail = applicants.applications[0]!.applicant.email;

async function recruiterViewingApplicants() {
  server.handle(
    routes({
      'POST /api/v1/user/login': [200, { success: true, message: 'Welcome back', user: recruiter }],
      'GET /api/v1/application/7/applicants': [200, { success: true, job: applicants }],
      'GET /api/v1/user/logout': [200, { success: true, message: 'Logged out successfully.' }],
    }),
  );
  const storage = memoryStorage();
  const portal = createPortalStore({ storage });
  await whenRehydrated(portal.persistor);
  await portal.store.dispatch(authEndpoints.endpoints.login.initiate({ email: recruiter.email, password: 'secret-password', role: 'recruiter' }));
  await portal.store.dispatch(applicationEndpoints.endpoints.applicants.initiate('7'));
  await portal.persistor.flush();
  return { ...portal, storage };
}

describe('createPortalStore', () => {
  it('starts with nobody logged in and no server data', async () => {
    const { store, persistor } = createPortalStore({ storage: memoryStorage() });
    await whenRehydrated(persistor);
    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().portalApi.queries).toEqual({});
  });

  it("persists the recruiter but never the applicants they viewed: no applicant's email reaches storage", async () => {
    const { store, storage } = await recruiterViewingApplicants();

    expect(applicationEndpoints.endpoints.applicants.select('7')(store.getState()).data?.job.applications).toHaveLength(1);
    const saved = storage.items.get('persist:root') ?? '';
    expect(saved).toContain(recruiter.email);
    expect(saved).not.toContain(applicantEmail);
  });

  it('on logout forgets the user in memory and in storage, and drops the cached answers', async () => {
    const { store, persistor, storage } = await recruiterViewingApplicants();

    await store.dispatch(authEndpoints.endpoints.logout.initiate());
    await persistor.flush();

    expect(store.getState().auth.user).toBeNull();
    expect(applicationEndpoints.endpoints.applicants.select('7')(store.getState()).data).toBeUndefined();
    expect(storage.items.get('persist:root')).not.toContain(recruiter.email);
  });
});
