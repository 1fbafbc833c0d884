import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../session/useCurrentUser';
import { mayVisit } from './mayVisit';

/**
 * The student's own pages: a visitor logs in first and comes back here; a recruiter, who
 * has no student profile, goes to their home.
 */
export const StudentOnly = ({ children }: { children: ReactNode }) => {
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  if (mayVisit('student', user)) return children;
  if (!user) return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  return <Navigate to="/admin/companies" replace />;
};
