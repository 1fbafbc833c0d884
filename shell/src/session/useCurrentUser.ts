import { selectRememberedUser, selectSessionChecking, selectSessionUnsettled, useAppSelector, type User } from '@portal/shared-state';

/** The logged-in user, or null for a visitor (as remembered while the session is checked). */
export const useCurrentUser = (): User | null => useAppSelector(selectRememberedUser);

/** Whether the remembered user's session is still being confirmed by the server. */
export const useSessionChecking = (): boolean => useAppSelector(selectSessionChecking);

/** Whether who is logged in is still being asked: a remembered user's session, or the one the server's hint cookie says there is. */
export const useSessionUnsettled = (): boolean => useAppSelector(selectSessionUnsettled);
