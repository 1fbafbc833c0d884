import { selectRememberedUser, selectSessionChecking, useAppSelector, type User } from '@portal/shared-state';

/** The logged-in user, or null for a visitor (as remembered while the session is checked). */
export const useCurrentUser = (): User | null => useAppSelector(selectRememberedUser);

/** Whether the session (of the remembered user, or hinted by the server's cookie) is still being confirmed by the server. */
export const useSessionChecking = (): boolean => useAppSelector(selectSessionChecking);
