import { aCompany, aJob, aJobWithApplicants, aStudentApplication, aUser } from '../../test/fixtures';
import { memoryStorage, whenRehydrated } from '../../test/persist';
import { setUser } from '../features/auth/authSlice';
import { setAllApplicants } from '../features/application/applicationSlice';
import { setCompanies, setSingleCompany } from '../features/company/companySlice';
import { setAllAdminJobs, setAllAppliedJobs, setAllJobs, setSingleJob } from '../features/job/jobSlice';
import { loggedOut } from '../features/session/sessionActions';
import { createPortalStore, type RootState } from './createPortalStore';

// Checked by tsc: if RootState ever degrades to any, this directive is unused and fails the typecheck.
// @ts-expect-error a number is not the state
const stateIsTyped: RootState = 42;
void stateIsTyped;

describe('createPortalStore', () => {
  it('holds the four slices in their initial state', async () => {
    const { store, persistor } = createPortalStore({ storage: memoryStorage() });
    await whenRehydrated(persistor);
    const { auth, job, company, application } = store.getState();
    expect(auth).toEqual({ loading: false, user: null });
    expect(job.allJobs).toEqual([]);
    expect(company.companies).toEqual([]);
    expect(application.applicants).toBeNull();
  });

  it('clears every piece of per-user data on logout', async () => {
    const { store, persistor } = createPortalStore({ storage: memoryStorage() });
    await whenRehydrated(persistor);
    store.dispatch(setUser(aUser()));
    store.dispatch(setAllJobs({ jobs: [aJob()], total: 1, nextCursor: null }));
    store.dispatch(setAllAdminJobs([aJob()]));
    store.dispatch(setSingleJob(aJob()));
    store.dispatch(setAllAppliedJobs([aStudentApplication()]));
    store.dispatch(setCompanies([aCompany()]));
    store.dispatch(setSingleCompany(aCompany()));
    store.dispatch(setAllApplicants(aJobWithApplicants()));

    store.dispatch(loggedOut());

    const { auth, job, company, application } = store.getState();
    expect(auth.user).toBeNull();
    expect(job).toMatchObject({ allJobs: [], allAdminJobs: [], singleJob: null, allAppliedJobs: [] });
    expect(company).toMatchObject({ companies: [], singleCompany: null });
    expect(application.applicants).toBeNull();
  });

  it('writes the logged-out state to storage too, so nothing of the user survives a reload', async () => {
    const storage = memoryStorage();
    const { store, persistor } = createPortalStore({ storage });
    await whenRehydrated(persistor);
    store.dispatch(setUser(aUser()));
    store.dispatch(loggedOut());
    await persistor.flush();
    expect(storage.items.get('persist:root')).not.toContain('asha@example.com');
  });
});
