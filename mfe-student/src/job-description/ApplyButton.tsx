import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { pagePaths, selectRememberedUser, useAppSelector, type Job } from '@portal/shared-state';
import { Button, notify, useNavigate } from '@portal/shared-ui';
import { ScreeningDialog } from '../screening/ScreeningDialog';
import type { Answers } from '../screening/screeningAnswers';
import { useApply, type ApplyOutcome } from './useApply';

// Below both of the job's buttons, as wide as a short paragraph reads well.
const NotTakenFurther = styled.p`
  flex-basis: 100%;
  max-width: 28rem;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * 'Apply Now', or 'Already Applied' (unavailable) once the server says the user applied (each
 * job carries the caller's own application; a withdrawn one may be made again while the job is
 * open), or 'No longer accepting applications' for a closed job. A visitor is offered 'Log in to
 * apply' and brought back; a recruiter cannot apply and sees no button. A job with screening
 * questions asks them in a dialog first.
 * One button element in every state, so the focus stays on it: through a request without
 * questions (disabled while busy, it would drop focus to the page, so it is given back), and
 * when the dialog closes and returns the focus to it.
 */
export const ApplyButton = ({ job }: { job: Job }) => {
  const user = useAppSelector(selectRememberedUser);
  const { apply, busy } = useApply(job._id);
  const navigate = useNavigate();
  const noteId = useId();
  // Marked at once on success (spec section 4), not only when the reloaded job arrives.
  const [appliedNow, setAppliedNow] = useState(false);
  const [asking, setAsking] = useState(false);
  // Said beside the button, not in a toast: it is neither a success nor an error, and it stays to be read.
  const [notTakenFurther, setNotTakenFurther] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // While the dialog is open its own button shows the request; this one stays as it is behind it.
  const buttonBusy = busy && !asking;
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !buttonBusy) buttonRef.current?.focus();
    wasBusy.current = buttonBusy;
  }, [buttonBusy]);

  if (user?.role === 'recruiter') return null;

  // Toasts about applying to this job replace each other: a failed try's error goes once one succeeds.
  const about = `apply:${job._id}`;

  const markApplied = (outcome: Extract<ApplyOutcome, { applied: true }>) => {
    setAppliedNow(true);
    if (outcome.status === 'rejected') {
      setNotTakenFurther(outcome.message);
      notify.dismiss(about);
    } else notify.success(outcome.message, { about });
  };

  const applyAtOnce = async () => {
    const outcome = await apply();
    if (outcome.applied) markApplied(outcome);
    else notify.error(outcome.message, { about });
  };

  const applyWithAnswers = async (answers: Answers): Promise<string | null> => {
    const outcome = await apply(answers);
    // 409: applied already (from another tab, say); the reloaded job says so, and the questions no longer matter.
    if (!outcome.applied && outcome.httpStatus !== 409) return outcome.message;
    setAsking(false);
    if (outcome.applied) markApplied(outcome);
    else notify.error(outcome.message, { about });
    return null;
  };

  const start = () => {
    if (!user) navigate(pagePaths.login(pagePaths.job(job._id)));
    else if (job.questions.length > 0) setAsking(true);
    else void applyAtOnce();
  };

  const ownLiveApplication = job.applications.some(({ applicant, status }) => applicant === user?._id && status !== 'withdrawn');
  const applied = appliedNow || ownLiveApplication;
  const closed = job.status === 'closed';
  // aria-disabled, not disabled: the button keeps the focus the click gave it.
  const unavailable = applied || closed;
  const label = applied ? 'Already Applied' : closed ? 'No longer accepting applications' : user ? 'Apply Now' : 'Log in to apply';

  return (
    <>
      <Button
        ref={buttonRef}
        busy={buttonBusy}
        aria-disabled={unavailable || undefined}
        aria-describedby={notTakenFurther === null ? undefined : noteId}
        onClick={unavailable ? undefined : start}
      >
        {label}
      </Button>
      {notTakenFurther !== null && <NotTakenFurther id={noteId}>{notTakenFurther}</NotTakenFurther>}
      {asking && <ScreeningDialog job={job} sending={busy} onApply={applyWithAnswers} onCancel={() => setAsking(false)} />}
    </>
  );
};
