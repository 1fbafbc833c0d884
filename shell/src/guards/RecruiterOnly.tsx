import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ScreenLoading } from '../remotes';
import { useLoggedOutHere } from './useLoggedOutHere';
import { useMayVisit } from './useMayVisit';

/** /admin screens: anyone but a recruiter goes to / before the screen (or its remote) loads. */
export const RecruiterOnly = ({ children }: { children: ReactNode }) => {
  const allowed = useMayVisit('recruiter');
  const loggedOutHere = useLoggedOutHere(allowed);
  if (allowed === undefined) return <ScreenLoading />;
  if (loggedOutHere) return null;
  return allowed ? children : <Navigate to="/" replace />;
};
