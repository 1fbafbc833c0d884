import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ScreenLoading } from '../remotes';
import { useMayVisit } from './useMayVisit';

/** The home page: a recruiter's home is their company list. */
export const NotForRecruiters = ({ children }: { children: ReactNode }) => {
  const allowed = useMayVisit('notRecruiter');
  if (allowed === undefined) return <ScreenLoading />;
  return allowed ? children : <Navigate to="/admin/companies" replace />;
};
