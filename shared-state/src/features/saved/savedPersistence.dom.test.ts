import { persistedRoot, whenRehydrated } from '../../../test/persist';
import { createPortalStore } from '../../store/createPortalStore';
import { toggleSavedJob } from './savedSlice';

async function freshStore() {
  const portal = createPortalStore();
  await whenRehydrated(portal.persistor);
  return portal;
}

beforeEach(() => localStorage.clear());

// The slice was added without a migration: the reconciler gives a slice missing from older
// storage its initial state.
describe('saved jobs in persisted state', () => {
  it('survive a reload', async () => {
    const first = await freshStore();
    first.store.dispatch(toggleSavedJob('7'));
    await first.persistor.flush();

    const { store } = await freshStore();
    expect(store.getState().saved.jobIds).toEqual(['7']);
    expect(JSON.parse(JSON.parse(localStorage.getItem('persist:root') ?? '{}')._persist)).toMatchObject({ version: 2 });
  });

  it('start empty for state saved before the slice existed', async () => {
    localStorage.setItem('persist:root', persistedRoot({ auth: { loading: false, user: null } }));
    const { store } = await freshStore();
    expect(store.getState().saved).toEqual({ jobIds: [] });
  });
});
