import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { renderEmail, type EmailContent, type EmailSite } from '../../mail/email-content';
import { enqueueMail } from '../../mail/outbox';
import { notificationRepository, type NewNotification } from './notification-repository';

/**
 * Tells users about an event: a notification each, and an email each for those who keep
 * email on. Called with the event's own transaction, so both exist exactly when the event does.
 */
export function createNotifier(site: EmailSite) {
  const settingsFooter = `You get this email because notifications by email are on. Turn them off in Settings: ${new URL('/settings', site.publicUrl).href}`;
  /** `footer` replaces the email's default one (why the reader got it, and how to stop it); `headers` are added to the email's. */
  return async function notify(
    trx: Kysely<Database>,
    userIds: number[],
    notification: NewNotification,
    { footer = settingsFooter, headers }: Partial<Pick<EmailContent, 'footer' | 'headers'>> = {},
  ): Promise<void> {
    if (userIds.length === 0) return;
    const notifications = notificationRepository(trx);
    await notifications.insertFor(userIds, notification);
    for (const { email } of await notifications.emailRecipients(userIds)) {
      await enqueueMail(
        trx,
        renderEmail(site, email, {
          subject: notification.title,
          paragraphs: notification.body.split('\n\n'),
          action: { label: `Open in ${site.name}`, path: notification.link },
          footer,
          headers,
        }),
      );
    }
  };
}

export type Notify = ReturnType<typeof createNotifier>;
