import { useEffect, useRef } from 'react';
import { Button } from '@portal/shared-ui';
import { useSaveForLater } from './useSaveForLater';

type SaveJobButtonProps = {
  jobId: string;
  /** The id of the job's title: every card has a button of the same name, the title tells them apart. */
  describedBy?: string;
  /** How 'Save For Later' looks: the card's main action, or second to another (the job page's Apply). */
  variant?: 'primary' | 'outline';
};

/**
 * 'Save For Later', or '✓ Saved' (pressing it unsaves) for a student; for a visitor it leads to
 * log in and the job is saved afterwards; a recruiter sees no button. Unavailable while the
 * server is asked; the keyboard focus comes back to it afterwards (a disabled button drops it).
 */
export const SaveJobButton = ({ jobId, describedBy, variant = 'primary' }: SaveJobButtonProps) => {
  const { available, saved, busy, unknown, toggle } = useSaveForLater(jobId);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    buttonRef.current?.focus();
  }, [busy]);

  if (!available) return null;

  const onClick = () => {
    refocus.current = document.activeElement === buttonRef.current;
    void toggle();
  };

  return (
    <Button ref={buttonRef} variant={saved ? 'outline' : variant} busy={busy} disabled={unknown} onClick={onClick} aria-describedby={describedBy}>
      {saved ? (
        <>
          <span aria-hidden="true">✓</span> Saved
        </>
      ) : (
        'Save For Later'
      )}
    </Button>
  );
};
