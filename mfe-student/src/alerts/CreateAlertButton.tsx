import { useState } from 'react';
import { selectRememberedUser, useAppSelector } from '@portal/shared-state';
import { Button } from '@portal/shared-ui';
import { useSendToLogin } from '../session/useSendToLogin';
import type { AlertSearch } from './alertSearch';
import { CreateAlertDialog } from './CreateAlertDialog';

const BellIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
    <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
  </svg>
);

/**
 * 'Create alert': saves the current search as a job alert, in a dialog that asks how often.
 * A visitor is sent to log in first and brought back to this search; recruiters keep no
 * alerts and see no button.
 */
export const CreateAlertButton = ({ search }: { search: AlertSearch }) => {
  const user = useAppSelector(selectRememberedUser);
  const sendToLogin = useSendToLogin();
  const [open, setOpen] = useState(false);
  if (user?.role === 'recruiter') return null;
  return (
    <>
      <Button variant="outline" onClick={() => (user ? setOpen(true) : void sendToLogin())}>
        <BellIcon />
        Create alert
      </Button>
      {user && <CreateAlertDialog search={search} open={open} onClose={() => setOpen(false)} />}
    </>
  );
};
