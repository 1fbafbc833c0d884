import { sql, type Migration } from 'kysely';
import type { Engine } from '../schema';

/**
 * How quickly a company answers, kept as counts: for each company, day an application was sent
 * and whole days until the team's first stage change, how many applications. A job's page reads
 * its company's median from these few rows instead of every answered application of the last 90
 * days (90 ms a page at 100,000 applications, measured under bench:pages); the first stage change
 * of an application adds one (applicationRepository.recordResponse). Existing answers are counted
 * from the first responses migration 0021 kept.
 */
export function companyResponseDays(engine: Engine): Migration {
  const sentOn = engine === 'postgres' ? sql`to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')` : sql`substr(a.created_at, 1, 10)`;
  const days =
    engine === 'postgres'
      ? sql`floor(extract(epoch from (a.first_response_at - a.created_at)) / 86400)::int`
      : sql`cast(julianday(a.first_response_at) - julianday(a.created_at) as integer)`;
  return {
    async up(db) {
      await db.schema
        .createTable('company_response_days')
        .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id'))
        .addColumn('sent_on', 'text', (column) => column.notNull())
        .addColumn('days', 'integer', (column) => column.notNull())
        .addColumn('answered', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('company_response_days_pk', ['company_id', 'sent_on', 'days'])
        .execute();
      await sql`INSERT INTO company_response_days (company_id, sent_on, days, answered)
        SELECT j.company_id, ${sentOn}, ${days}, count(*) FROM applications a JOIN jobs j ON j.id = a.job_id
        WHERE a.first_response_at IS NOT NULL GROUP BY 1, 2, 3`.execute(db);
    },
  };
}
