import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ScreenLoading } from '../remotes';
import { useMayVisit } from './useMayVisit';

/**
 * /login and /signup: a user who arrives logged in goes to /. Decided on arrival only: when
 * someone logs in on this page, the login screen itself sends them on (to / or to the page
 * they came from), and a guard reacting too would race it to /.
 */
export const GuestOnly = ({ children }: { children: ReactNode }) => {
  const decision = useMayVisit('guest');
  const [onArrival, setOnArrival] = useState(decision);
  // Arrived while the session was checked: the first answer is the arrival's.
  if (onArrival === undefined && decision !== undefined) setOnArrival(decision);
  const arrivedAsGuest = onArrival ?? decision;
  if (arrivedAsGuest === undefined) return <ScreenLoading />;
  return arrivedAsGuest ? children : <Navigate to="/" replace />;
};
