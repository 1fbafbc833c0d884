import { discoveryEndpoints, jobEndpoints, type ScreenDataLoader } from '@portal/shared-state';
import { SIMILAR_JOBS } from './SimilarJobs';

/** The job page's first render reads the job and, under a job that was found, the jobs like it. */
export const loadJobDescriptionData: ScreenDataLoader = async ({ params }, dispatch) => {
  // Resolves with the answer or the error, never rejects: a failed job settles the loader, and asks for no similar jobs.
  const { data } = await dispatch(jobEndpoints.endpoints.job.initiate(params.id ?? '', { subscribe: false }));
  if (!data) return;
  // By the id of the job answered, as SimilarJobs asks, not the one in the URL.
  await dispatch(discoveryEndpoints.endpoints.similarJobs.initiate({ id: data.job._id, limit: SIMILAR_JOBS }, { subscribe: false }));
};
