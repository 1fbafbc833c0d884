import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { pagePaths } from '@portal/shared-state';
import { ScreenLoading } from '../remotes';
import { useLoggedOutHere } from './useLoggedOutHere';
import { useMayVisit } from './useMayVisit';

/** Pages of any logged-in user (their settings, their notifications): a visitor logs in first and comes back. */
export const LoggedInOnly = ({ children }: { children: ReactNode }) => {
  const allowed = useMayVisit('user');
  const loggedOutHere = useLoggedOutHere(allowed);
  const { pathname, search } = useLocation();
  if (allowed === undefined) return <ScreenLoading />;
  if (loggedOutHere) return null;
  return allowed ? children : <Navigate to={pagePaths.login(pathname + search)} replace />;
};
