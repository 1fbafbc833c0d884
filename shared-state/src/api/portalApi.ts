import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from './axiosBaseQuery';

/**
 * Every read and write of server data. Each feature adds its endpoints (features/<name>/
 * <name>Endpoints.ts); tags say which answers a write makes stale.
 */
export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery: axiosBaseQuery,
  tagTypes: ['Job', 'JobSearch', 'AdminJobs', 'AppliedJobs', 'Company', 'Companies', 'Applicants', 'Notifications', 'SavedJobs', 'Alerts'],
  // Keeps an answer a minute after its last screen left, so going back shows it at once.
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});
