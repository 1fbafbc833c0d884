import type { PersistedState } from 'redux-persist';
import { aJob, aUser } from '../../test/fixtures';
import { persistedRoot, whenRehydrated } from '../../test/persist';
import { setLoading, setUser } from '../features/auth/authSlice';
import { setAllJobs, setSearchedQuery } from '../features/job/jobSlice';
import { createPortalStore } from './createPortalStore';

const user = aUser();

async function freshStore() {
  const portal = createPortalStore();
  await whenRehydrated(portal.persistor);
  return portal;
}

beforeEach(() => localStorage.clear());

describe('persistence', () => {
  it('writes the state to localStorage under persist:root with version 1', async () => {
    const { store, persistor } = await freshStore();
    store.dispatch(setUser(user));
    store.dispatch(setSearchedQuery('react'));
    await persistor.flush();

    const saved = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as Record<string, string>;
    expect(JSON.parse(saved._persist ?? '{}')).toMatchObject({ version: 1 });
    expect(JSON.parse(saved.auth ?? '{}')).toMatchObject({ user });
    expect(JSON.parse(saved.job ?? '{}')).toMatchObject({ searchedQuery: 'react' });
  });

  it('restores what one store saved into a fresh store', async () => {
    const first = await freshStore();
    first.store.dispatch(setUser(user));
    first.store.dispatch(setAllJobs({ jobs: [aJob()], total: 7, nextCursor: 'next' }));
    await first.persistor.flush();

    const { store } = await freshStore();
    expect(store.getState().auth.user).toEqual(user);
    expect(store.getState().job).toMatchObject({ allJobs: [aJob()], total: 7, nextCursor: 'next' });
  });

  it('restores state saved as version 1 by an earlier visit', async () => {
    localStorage.setItem(
      'persist:root',
      persistedRoot({
        auth: { loading: false, user },
        job: { allJobs: [], allAdminJobs: [], singleJob: null, allAppliedJobs: [], searchedQuery: 'pune', searchJobByText: '' },
        company: { singleCompany: null, companies: [], searchCompanyByText: '' },
        application: { applicants: null },
      }),
    );
    const { store } = await freshStore();
    expect(store.getState().auth.user).toEqual(user);
    // Fields the slice gained after that state was written get their defaults.
    expect(store.getState().job).toMatchObject({ searchedQuery: 'pune', total: 0, nextCursor: null });
  });

  it('does not come back stuck loading when the page was closed mid-login', async () => {
    const first = await freshStore();
    first.store.dispatch(setLoading(true));
    await first.persistor.flush();

    const { store } = await freshStore();
    expect(store.getState().auth.loading).toBe(false);
  });

  it('runs a version-2 migration over state saved as version 1', async () => {
    localStorage.setItem('persist:root', persistedRoot({ auth: { loading: false, user } }));
    const migrate = jest.fn((state: PersistedState) => state && { ...state, auth: { loading: false, user: null } });

    let store!: ReturnType<typeof createPortalStore>['store'];
    await jest.isolateModulesAsync(async () => {
      // The one-line change a version 2 needs: an entry in the migrations table.
      jest.doMock('./migrations', () => {
        const actual = jest.requireActual<typeof import('./migrations')>('./migrations');
        const migrations = { 2: migrate };
        return { ...actual, migrations, PERSIST_VERSION: actual.latestVersion(migrations) };
      });
      const { createPortalStore: create } = await import('./createPortalStore');
      const portal = create();
      await whenRehydrated(portal.persistor);
      await portal.persistor.flush();
      store = portal.store;
    });

    expect(migrate).toHaveBeenCalledTimes(1);
    expect(JSON.parse(JSON.parse(localStorage.getItem('persist:root') ?? '{}')._persist)).toMatchObject({ version: 2 });
    expect(store.getState().auth.user).toBeNull();
  });
});
