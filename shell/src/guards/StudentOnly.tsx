import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { pagePaths } from '@portal/shared-state';
import { ScreenLoading } from '../remotes';
import { useCurrentUser } from '../session/useCurrentUser';
import { TurnedAway } from './TurnedAway';
import { useLoggedOutHere } from './useLoggedOutHere';
import { useMayVisit } from './useMayVisit';

const FOR_STUDENTS = 'That page is for students.';

/**
 * The student's own pages: a visitor logs in first and comes back here; a recruiter, who
 * has no student profile, goes to their home, told why.
 */
export const StudentOnly = ({ children }: { children: ReactNode }) => {
  const allowed = useMayVisit('student');
  const loggedOutHere = useLoggedOutHere(allowed);
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  if (allowed === undefined) return <ScreenLoading />;
  if (allowed) return children;
  if (loggedOutHere) return null;
  if (!user) return <Navigate to={pagePaths.login(pathname + search)} replace />;
  return <TurnedAway to="/admin/companies" because={FOR_STUDENTS} />;
};
