import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../session/useCurrentUser';

/**
 * /login and /signup: a user who arrives logged in goes to /. Decided on arrival only: when
 * someone logs in on this page, the login screen itself sends them on (to / or to the page
 * they came from), and a guard reacting too would race it to /.
 */
export const GuestOnly = ({ children }: { children: ReactNode }) => {
  const user = useCurrentUser();
  const [arrivedLoggedIn] = useState(user !== null);
  return arrivedLoggedIn ? <Navigate to="/" replace /> : children;
};
