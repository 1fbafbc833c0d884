/** The portal's name as people see it: email senders and subjects, page titles. */
export const SITE_NAME = 'JobPortal';
