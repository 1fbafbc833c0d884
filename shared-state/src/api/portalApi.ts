import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from './axiosBaseQuery';

// On a server, effects never run: the hooks start their queries while rendering instead, so a
// server render can wait for them (getRunningQueriesThunk) and render again with the answers.
// In a browser the hooks are createApi's own.
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }));

/**
 * Every read and write of server data. Each feature adds its endpoints (features/<name>/
 * <name>Endpoints.ts); tags say which answers a write makes stale.
 */
export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery: axiosBaseQuery,
  tagTypes: ['Job', 'JobSearch', 'AdminJobs', 'AppliedJobs', 'Company', 'Companies', 'Applicants', 'Notifications', 'SavedJobs', 'Alerts', 'Team', 'Analytics'],
  // Keeps an answer a minute after its last screen left, so going back shows it at once.
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});
