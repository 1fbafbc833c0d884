import type { EmailContent } from '../../mail/email-content';
import { SITE_NAME } from '../../site-name';

/** The password reset email: a link that works once, for an hour. */
export const resetMail = (token: string): EmailContent => ({
  subject: `Reset your ${SITE_NAME} password`,
  paragraphs: [
    `Someone asked to reset the password of your ${SITE_NAME} account. If it was you, choose a new password with the link below. It works once, for one hour.`,
    'If it was not you, ignore this email: your password stays as it is.',
  ],
  action: { label: 'Choose a new password', path: `/reset-password?token=${encodeURIComponent(token)}` },
  footer: 'You get this email because a password reset was asked for your account.',
});
