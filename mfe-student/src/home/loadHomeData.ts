import { discoveryEndpoints, jobEndpoints, type ScreenDataLoader } from '@portal/shared-state';
import { CATEGORIES } from '../categories/categories';
import { categoryCountFor } from '../categories/categoryCount';
import { LATEST_JOBS } from './LatestJobs';

/**
 * The home page's first render reads the newest jobs and every category chip's count: the
 * carousel renders all five chips, those out of view too, whatever the viewport.
 */
export const loadHomeData: ScreenDataLoader = async (_page, dispatch) => {
  // Each resolves with the answer or the error, never rejects: a failed answer still settles the loader.
  await Promise.all([
    dispatch(jobEndpoints.endpoints.searchJobs.initiate(LATEST_JOBS, { subscribe: false })),
    ...CATEGORIES.map((category) => dispatch(discoveryEndpoints.endpoints.jobCount.initiate(categoryCountFor(category), { subscribe: false }))),
  ]);
};
