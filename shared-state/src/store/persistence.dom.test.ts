import type { PersistedState } from 'redux-persist';
import { aJob, aJobWithApplicants, aUser } from '../../test/fixtures';
import { memoryStorage, persistedRoot, whenRehydrated } from '../../test/persist';
import { toggleSavedJob } from '../features/saved/savedSlice';
import { createPortalStore } from './createPortalStore';

const user = aUser({ role: 'recruiter', email: 'rita@example.com' });

async function freshStore() {
  const portal = createPortalStore();
  await whenRehydrated(portal.persistor);
  return portal;
}

const storedRoot = () => JSON.parse(localStorage.getItem('persist:root') ?? '{}') as Record<string, string>;

/** What version 1 wrote for a recruiter who had opened a job's applicants. */
const version1 = () =>
  persistedRoot({
    auth: { loading: true, user },
    job: { allJobs: [aJob()], allAdminJobs: [aJob()], singleJob: null, allAppliedJobs: [], searchedQuery: 'pune', searchJobByText: '' },
    company: { singleCompany: null, companies: [], searchCompanyByText: '' },
    application: { applicants: aJobWithApplicants() },
    saved: { jobIds: ['7'] },
  });

beforeEach(() => localStorage.clear());

describe('persistence', () => {
  it('writes only the user and the saved jobs, under persist:root with version 2', async () => {
    const { store, persistor } = await freshStore();
    store.dispatch(toggleSavedJob('7'));
    await persistor.flush();

    expect(Object.keys(storedRoot()).sort()).toEqual(['_persist', 'auth', 'saved']);
    expect(JSON.parse(storedRoot()._persist ?? '{}')).toMatchObject({ version: 2 });
    expect(JSON.parse(storedRoot().auth ?? '{}')).toEqual({ user: null });
  });

  it('migrates what version 1 stored: keeps the user and saved jobs, drops the server data', async () => {
    localStorage.setItem('persist:root', version1());
    const { store, persistor } = await freshStore();

    expect(store.getState().auth.user).toEqual(user);
    expect(store.getState().saved.jobIds).toEqual(['7']);
    expect(store.getState()).not.toHaveProperty('application');

    store.dispatch(toggleSavedJob('8'));
    await persistor.flush();
    const written = localStorage.getItem('persist:root') ?? '';
    expect(written).not.toContain(aJobWithApplicants().applications[0]!.applicant.email);
    expect(written).not.toContain('pune');
  });

  it('restores the user as not yet confirmed: the server is asked again on every load', async () => {
    localStorage.setItem('persist:root', persistedRoot({ auth: { user } }, 2));
    const { store } = await freshStore();
    expect(store.getState().auth).toEqual({ user, confirmed: false, confirming: false, sessionEnded: false });
  });

  it('runs a version-3 migration over state saved as version 2', async () => {
    localStorage.setItem('persist:root', persistedRoot({ auth: { user } }, 2));
    const migrate = jest.fn((state: PersistedState) => state && { ...state, auth: { user: null } });

    let store!: ReturnType<typeof createPortalStore>['store'];
    await jest.isolateModulesAsync(async () => {
      // The one-line change a version 3 needs: an entry in the migrations table.
      jest.doMock('./migrations', () => {
        const actual = jest.requireActual<typeof import('./migrations')>('./migrations');
        const migrations = { ...actual.migrations, 3: migrate };
        return { ...actual, migrations, PERSIST_VERSION: actual.latestVersion(migrations) };
      });
      const { createPortalStore: create } = await import('./createPortalStore');
      const portal = create();
      await whenRehydrated(portal.persistor);
      store = portal.store;
    });

    expect(migrate).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.user).toBeNull();
  });
});

describe('persisting later (a page taking over server markup)', () => {
  it('neither reads nor writes storage until startPersisting(): the first render matches the server', async () => {
    const storage = memoryStorage({ 'persist:root': persistedRoot({ auth: { user }, saved: { jobIds: ['7'] } }, 2) });
    const stored = storage.items.get('persist:root');
    const getItem = jest.spyOn(storage, 'getItem');
    const { store, startPersisting } = createPortalStore({ persist: 'later', storage });

    store.dispatch(toggleSavedJob('8'));
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(store.getState().auth.user).toBeNull();
    expect(getItem).not.toHaveBeenCalled();
    expect(storage.items.get('persist:root')).toBe(stored);

    const persistor = startPersisting();
    await whenRehydrated(persistor);
    expect(store.getState().auth.user).toEqual(user);
    expect(startPersisting()).toBe(persistor);
  });

  it('once started, saves as the page store does', async () => {
    const storage = memoryStorage();
    const { store, startPersisting } = createPortalStore({ persist: 'later', storage });
    const persistor = startPersisting();
    await whenRehydrated(persistor);

    store.dispatch(toggleSavedJob('7'));
    await persistor.flush();

    expect(JSON.parse(JSON.parse(storage.items.get('persist:root') ?? '{}').saved ?? '{}')).toEqual({ jobIds: ['7'] });
  });
});
