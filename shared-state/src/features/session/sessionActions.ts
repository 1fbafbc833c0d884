import { createAction } from '@reduxjs/toolkit';

/**
 * Dispatched once the user has logged out. Every slice handles it, so no per-user data
 * outlives the session in memory or in the persisted copy in localStorage.
 */
export const loggedOut = createAction('session/loggedOut');

/** The server no longer knows the session of the user this browser believed logged in. */
export const sessionEnded = createAction('session/ended');

/** The shell has told the user their session ended and sent them to log in. */
export const sessionEndAcknowledged = createAction('session/endAcknowledged');
