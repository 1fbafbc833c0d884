import type { EmailContent } from '../../mail/email-content';
import { SITE_NAME } from '../../site-name';

/** Sent to the old address: if someone else changed it, this is how the owner finds out. */
export const emailChangedMail = (newEmail: string): EmailContent => ({
  subject: `Your ${SITE_NAME} email address was changed`,
  paragraphs: [
    `The email address of your ${SITE_NAME} account was changed to ${newEmail}. You now log in with the new address, and account emails go there. Every other device was logged out.`,
    'If it was not you, someone knows your password: log in with the new address, change your password in Settings, and change the email back.',
  ],
  action: { label: 'Log in', path: '/login' },
  footer: 'You get this email because the email address of your account was changed.',
});
