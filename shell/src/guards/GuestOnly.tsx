import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../session/useCurrentUser';
import { mayVisit } from './mayVisit';

/**
 * /login and /signup: a user who arrives logged in goes to /. Decided on arrival only: when
 * someone logs in on this page, the login screen itself sends them on (to / or to the page
 * they came from), and a guard reacting too would race it to /.
 */
export const GuestOnly = ({ children }: { children: ReactNode }) => {
  const user = useCurrentUser();
  const [arrivedAsGuest] = useState(mayVisit('guest', user));
  return arrivedAsGuest ? children : <Navigate to="/" replace />;
};
