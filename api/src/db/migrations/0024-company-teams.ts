import { sql, type Migration } from 'kysely';
import type { Engine } from '../schema';

/**
 * Companies have teams. `company_members` says who is in a company's team and with which role
 * (owner, recruiter, viewer); every company's creator becomes its first owner, so nothing
 * changes for the companies already there (a deleted account's stay without a team, off the
 * public pages as before). `company_invitations` are the links an owner
 * emails: kept by the token's SHA-256 hash only, single use, until `expires_at`.
 */
export function companyTeams(engine: Engine): Migration {
  const timestamp = engine === 'postgres' ? 'timestamptz' : 'text';
  const id = engine === 'postgres' ? 'bigint' : 'integer';
  const role = sql`role in ('owner', 'recruiter', 'viewer')`;
  return {
    async up(db) {
      await db.schema
        .createTable('company_members')
        .addColumn('company_id', 'bigint', (col) => col.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', (col) => col.notNull().check(role))
        .addColumn('joined_at', timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint('company_members_pk', ['company_id', 'user_id'])
        .execute();
      // "Which companies is this user in?" is every team screen's first question.
      await db.schema.createIndex('company_members_user_idx').on('company_members').columns(['user_id', 'company_id']).execute();
      // A deleted account's companies left the public pages with it: they stay without a team.
      await sql`INSERT INTO company_members (company_id, user_id, role, joined_at)
        SELECT c.id, c.owner_id, 'owner', c.created_at FROM companies c JOIN users u ON u.id = c.owner_id WHERE u.deleted_at IS NULL`.execute(db);

      let invitations = db.schema.createTable('company_invitations');
      invitations =
        engine === 'postgres'
          ? invitations.addColumn('id', id, (col) => col.primaryKey().generatedAlwaysAsIdentity())
          : invitations.addColumn('id', id, (col) => col.primaryKey().autoIncrement());
      await invitations
        .addColumn('company_id', 'bigint', (col) => col.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('email_key', 'text', (col) => col.notNull())
        .addColumn('role', 'text', (col) => col.notNull().check(role))
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('invited_by', 'bigint', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('expires_at', timestamp, (col) => col.notNull())
        .addColumn('accepted_at', timestamp)
        .addColumn('revoked_at', timestamp)
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .execute();
      // One open invitation per address and company, however two invites race.
      await db.schema
        .createIndex('company_invitations_open_idx')
        .on('company_invitations')
        .columns(['company_id', 'email_key'])
        .unique()
        .where(sql.ref('accepted_at'), 'is', null)
        .where(sql.ref('revoked_at'), 'is', null)
        .execute();
    },
  };
}
