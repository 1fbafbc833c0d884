/** The page of all the logged-in user's notifications. */
export const NOTIFICATIONS_PATH = '/notifications';
