import { toErrorMessage, useUpdateJobMutation, type Job } from '@portal/shared-state';
import { notify } from '@portal/shared-ui';
import { jobStatusLabel } from './jobStatusLabel';

/**
 * Closing a job (it keeps its applications and takes no more) or reopening it, from its row;
 * reopening a job whose deadline has passed clears the deadline, or it would stay closed.
 */
export function useJobClosing() {
  const [updateJob] = useUpdateJobMutation();
  return async (job: Pick<Job, '_id' | 'title' | 'status' | 'deadline'>) => {
    const status = job.status === 'open' ? 'closed' : 'open';
    const deadlinePassed = jobStatusLabel(job) === 'Deadline passed';
    try {
      await updateJob({ id: job._id, changes: { status, ...(status === 'open' && deadlinePassed && { deadline: null }) } }).unwrap();
      notify.success(status === 'closed' ? `${job.title} is closed: it takes no more applications.` : `${job.title} is open again.`);
    } catch (error) {
      notify.error(toErrorMessage(error));
    }
  };
}
