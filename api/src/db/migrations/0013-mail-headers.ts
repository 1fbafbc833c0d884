import type { Migration } from 'kysely';

/**
 * Extra headers of a queued email (alert emails' List-Unsubscribe and List-Unsubscribe-Post),
 * as a JSON object of header names to values; null for the emails that have none.
 */
export const mailHeaders: Migration = {
  async up(db) {
    await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
  },
};
