import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../session/useCurrentUser';

/** The home page: a recruiter's home is their company list. */
export const NotForRecruiters = ({ children }: { children: ReactNode }) =>
  useCurrentUser()?.role === 'recruiter' ? <Navigate to="/admin/companies" replace /> : children;
