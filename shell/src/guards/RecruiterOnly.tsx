import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../session/useCurrentUser';
import { mayVisit } from './mayVisit';

/** /admin screens: anyone but a recruiter goes to / before the screen (or its remote) loads. */
export const RecruiterOnly = ({ children }: { children: ReactNode }) =>
  mayVisit('recruiter', useCurrentUser()) ? children : <Navigate to="/" replace />;
