import { useEffect, useRef, useState } from 'react';
import { pagePaths, selectRememberedUser, toErrorMessage, useAppSelector, useApplyToJobMutation, type Job } from '@portal/shared-state';
import { Button, notify, useNavigate } from '@portal/shared-ui';

/**
 * 'Apply Now', or 'Already Applied' (unavailable) once the server says the user applied (each
 * job carries the caller's own application; a withdrawn one may be made again while the job is
 * open), or 'No longer accepting applications' for a closed job. A visitor is offered 'Log in to apply' and brought back; a recruiter cannot apply and sees
 * no button. Keyboard focus stays on the button through
 * the request: disabled while busy, it would drop focus to the page.
 */
export const ApplyButton = ({ job }: { job: Job }) => {
  const user = useAppSelector(selectRememberedUser);
  const [applyToJob, { isLoading: busy }] = useApplyToJobMutation();
  const navigate = useNavigate();
  // Marked at once on success (spec section 4), not only when the reloaded job arrives.
  const [appliedNow, setAppliedNow] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy) buttonRef.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  if (user?.role === 'recruiter') return null;
  const ownLiveApplication = job.applications.some(({ applicant, status }) => applicant === user?._id && status !== 'withdrawn');
  if (appliedNow || ownLiveApplication) {
    // aria-disabled, not disabled: the button keeps the focus the click gave it.
    return (
      <Button ref={buttonRef} aria-disabled="true">
        Already Applied
      </Button>
    );
  }

  if (job.status === 'closed') {
    return (
      <Button ref={buttonRef} aria-disabled="true">
        No longer accepting applications
      </Button>
    );
  }

  const apply = async () => {
    if (!user) {
      navigate(pagePaths.login(pagePaths.job(job._id)));
      return;
    }
    try {
      const { message } = await applyToJob(job._id).unwrap();
      setAppliedNow(true);
      notify.success(message);
    } catch (error) {
      // The job reloads either way: after a 409 (applied from another tab, say) it shows what the server knows.
      notify.error(toErrorMessage(error));
    }
  };

  return (
    <Button ref={buttonRef} busy={busy} onClick={apply}>
      {user ? 'Apply Now' : 'Log in to apply'}
    </Button>
  );
};
