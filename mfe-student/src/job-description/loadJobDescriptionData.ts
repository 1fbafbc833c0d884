import { jobEndpoints, type ScreenDataLoader } from '@portal/shared-state';

/**
 * The job page's first render reads the job. The jobs like it, below the job, are asked for by
 * the browser once the page is there (SimilarJobs): a server render does not draw them.
 */
export const loadJobDescriptionData: ScreenDataLoader = async ({ params }, dispatch) => {
  // Resolves with the answer or the error, never rejects: a failed job settles the loader.
  await dispatch(jobEndpoints.endpoints.job.initiate(params.id ?? '', { subscribe: false }));
};
