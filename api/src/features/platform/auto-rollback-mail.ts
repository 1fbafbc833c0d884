import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { renderEmail, type EmailSite } from '../../mail/email-content';
import { enqueueMail } from '../../mail/outbox';

/** The canary ended, as the alert tells it. */
export type AutoRollbackAlert = { remote: string; version: string; percent: number; live: string; reason: string; at: string };

/**
 * Queues the email telling RELEASE_ALERT_EMAIL that the watcher ended a canary: which remote and
 * version, why (the figures), and that every visitor now gets the live version.
 */
export async function queueAutoRollbackMail(db: Kysely<Database>, site: EmailSite, to: string, { remote, version, percent, live, reason, at }: AutoRollbackAlert): Promise<void> {
  await enqueueMail(
    db,
    renderEmail(site, to, {
      subject: `Canary ended: ${remote} ${version} did worse than the live version`,
      paragraphs: [
        `The canary ${version} of the ${remote} remote, released to ${percent}% of visitors, was ended by itself at ${at}: it did worse than the live version ${live}.`,
        `Why: ${reason}.`,
        `Every visitor now gets the live version ${live} of ${remote} on their next page. The canary's build stays published; to release it as a canary again, add --again (npm run release -- mfe-${remote} --canary <percent> --again).`,
      ],
      action: { label: `Open ${site.name}`, path: '/' },
      footer: 'You get this email because RELEASE_ALERT_EMAIL names this address.',
    }),
  );
}
