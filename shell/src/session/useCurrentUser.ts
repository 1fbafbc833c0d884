import { useAppSelector, type User } from '@portal/shared-state';

/** The logged-in user, or null for a visitor. */
export const useCurrentUser = (): User | null => useAppSelector((state) => state.auth.user);
