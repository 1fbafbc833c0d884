// Runs under node, like a server render: no window, no localStorage.
import type { AxiosRequestConfig } from 'axios';
import { aJob } from '../../test/fixtures';
import { memoryStorage } from '../../test/persist';
import { portalApi } from '../api/portalApi';
import { jobEndpoints } from '../features/job/jobEndpoints';
import { toggleSavedJob } from '../features/saved/savedSlice';
import { createPortalStore } from './createPortalStore';

describe('a store without persistence (one per server render)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('has no persistor, touches no storage and leaves no timer behind to hold it after the request', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const portal = createPortalStore({ persist: false });
    portal.store.dispatch(toggleSavedJob('7'));

    expect(portal).not.toHaveProperty('persistor');
    expect(portal.store.getState().saved.jobIds).toEqual(['7']);
    expect(portal.store.getState()).not.toHaveProperty('_persist');
    expect(jest.getTimerCount()).toBe(0);
    // What a persisted store outside a browser would log: "redux-persist failed to create sync storage".
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('differs from a persisted store, which keeps a timer while it waits for its storage', () => {
    createPortalStore({ storage: memoryStorage() });
    expect(jest.getTimerCount()).toBe(1);
  });
});

describe("a store given the server's request", () => {
  it("sends its calls through that request (to the API in the same process, with no cookie), not the page's client", async () => {
    const answer = { success: true, job: aJob({ _id: '7' }) };
    const sent: AxiosRequestConfig[] = [];
    const { store } = createPortalStore({
      persist: false,
      extra: {
        request: async (config) => {
          sent.push(config);
          return { data: answer };
        },
      },
    });

    await expect(store.dispatch(jobEndpoints.endpoints.job.initiate('7')).unwrap()).resolves.toEqual(answer);
    expect(sent).toMatchObject([{ url: '/job/get/7', method: 'GET' }]);
    // Drops the answer and its minute-long cache timer, as a server render does after reading the state.
    store.dispatch(portalApi.util.resetApiState());
  });
});
