import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../session/useCurrentUser';
import { mayVisit } from './mayVisit';

/** The home page: a recruiter's home is their company list. */
export const NotForRecruiters = ({ children }: { children: ReactNode }) =>
  mayVisit('notRecruiter', useCurrentUser()) ? children : <Navigate to="/admin/companies" replace />;
