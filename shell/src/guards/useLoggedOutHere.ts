import { useState } from 'react';
import { useCurrentUser } from '../session/useCurrentUser';

/**
 * Whether the user this guard let in has been logged out since, while still on its page: they
 * logged out, deleted their account, or their session ended. Whatever logged them out also
 * moves them on (logging out goes to /, an ended session to log in and back), so the guard
 * must not turn them away as a visitor who just arrived: its redirect would race that move
 * (React Router navigates in a transition, after the store's update has already rendered).
 */
export function useLoggedOutHere(allowed: boolean | undefined): boolean {
  const user = useCurrentUser();
  const [letIn, setLetIn] = useState(false);
  if (allowed && !letIn) setLetIn(true);
  return letIn && user === null;
}
