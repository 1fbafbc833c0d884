import type { Migration } from 'kysely';

/**
 * A claim token on each leased queue row (the mail and task outboxes): every claim writes a
 * fresh one, and the claimer's later changes (renew, complete, retry, release) apply only while
 * the row still carries it. A worker that paused past its lease and resumes changes nothing.
 */
export const fencedClaims: Migration = {
  async up(db) {
    await db.schema.alterTable('mail_outbox').addColumn('claim_token', 'text').execute();
    await db.schema.alterTable('task_outbox').addColumn('claim_token', 'text').execute();
  },
};
