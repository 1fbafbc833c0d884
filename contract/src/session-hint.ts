/**
 * A cookie the page's scripts can read, set and cleared by the server with the session's own
 * (httpOnly) cookie: a page without it has no session, so it never asks the server who is logged
 * in (a visitor's page then makes no API call of its own). It grants nothing: the server reads
 * only the session cookie.
 */
export const SESSION_HINT_COOKIE = 'signed_in';
