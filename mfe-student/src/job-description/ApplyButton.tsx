import { useState } from 'react';
import { applyToJob, fetchJob, toErrorMessage, useAppDispatch, useAppSelector, type Job } from '@portal/shared-state';
import { Button, notify, useNavigate } from '@portal/shared-ui';
import { httpStatus } from '../load/httpStatus';

/**
 * 'Apply Now', or a disabled 'Already Applied' once the server says the user applied (each
 * job carries the caller's own application). A visitor is sent to log in and brought back;
 * a recruiter cannot apply and sees no button.
 */
export const ApplyButton = ({ job }: { job: Job }) => {
  const user = useAppSelector((state) => state.auth.user);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // Marked at once on success (spec section 4), not only when the reloaded job arrives.
  const [appliedNow, setAppliedNow] = useState(false);

  if (user?.role === 'recruiter') return null;
  if (appliedNow || job.applications.some((application) => application.applicant === user?._id)) {
    return <Button disabled>Already Applied</Button>;
  }

  const apply = async () => {
    if (!user) {
      navigate(`/login?redirect=/description/${encodeURIComponent(job._id)}`);
      return;
    }
    setBusy(true);
    try {
      const { message } = await dispatch(applyToJob(job._id));
      setAppliedNow(true);
      notify.success(message);
    } catch (error) {
      notify.error(toErrorMessage(error));
      // Applied already, from another tab say: show what the server knows.
      if (httpStatus(error) === 409) await dispatch(fetchJob(job._id)).catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button busy={busy} onClick={apply}>
      Apply Now
    </Button>
  );
};
