import type { ReactNode } from 'react';
import { ScreenLoading } from '../remotes';
import { TurnedAway } from './TurnedAway';
import { useLoggedOutHere } from './useLoggedOutHere';
import { useMayVisit } from './useMayVisit';

const FOR_RECRUITERS = 'That page is for recruiters.';

/** /admin screens: anyone but a recruiter goes to /, told why, before the screen (or its remote) loads. */
export const RecruiterOnly = ({ children }: { children: ReactNode }) => {
  const allowed = useMayVisit('recruiter');
  const loggedOutHere = useLoggedOutHere(allowed);
  if (allowed === undefined) return <ScreenLoading />;
  if (loggedOutHere) return null;
  return allowed ? children : <TurnedAway to="/" because={FOR_RECRUITERS} />;
};
