import { createAction } from '@reduxjs/toolkit';

/**
 * Dispatched once the user has logged out. Every slice handles it, so no
 * per-user data (profile, applications, companies, applicants) outlives the
 * session in memory or in the persisted copy in localStorage.
 */
export const loggedOut = createAction('session/loggedOut');
