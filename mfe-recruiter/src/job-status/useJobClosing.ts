import { toErrorMessage, useUpdateJobMutation, type Job } from '@portal/shared-state';
import { notify } from '@portal/shared-ui';
import { jobStatusLabel } from './jobStatusLabel';

type ClosableJob = Pick<Job, '_id' | 'title' | 'status' | 'deadline'>;

/**
 * Closing a job (it keeps its applications and takes no more) or reopening it, from its row;
 * reopening a job whose deadline has passed clears the deadline, or it would stay closed.
 * Closing offers Undo in its toast for a while: the job is open again, its deadline as it was.
 */
export function useJobClosing() {
  const [updateJob] = useUpdateJobMutation();

  const setStatus = async (job: ClosableJob, changes: { status: Job['status']; deadline?: null }) => {
    // Toasts about the same job's status replace each other: a failed try's error goes once one succeeds.
    const about = `job-status:${job._id}`;
    try {
      await updateJob({ id: job._id, changes }).unwrap();
      if (changes.status === 'open') notify.success(`${job.title} is open again.`, { about });
      else {
        const undo = () => void setStatus(job, { status: 'open' });
        notify.success(`${job.title} is closed: it takes no more applications.`, { about, action: { label: 'Undo', onClick: undo } });
      }
    } catch (error) {
      notify.error(toErrorMessage(error), { about });
    }
  };

  return (job: ClosableJob) => {
    if (job.status === 'closed') return setStatus(job, { status: 'open', ...(jobStatusLabel(job) === 'Deadline passed' && { deadline: null }) });
    return setStatus(job, { status: 'closed' });
  };
}
