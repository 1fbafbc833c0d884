import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../schema';

/** Users, companies, jobs and applications, with the constraints the API relies on. */
export function coreTables(engine: Engine): Migration {
  const timestamp = engine === 'postgres' ? 'timestamptz' : 'text';
  const realNumber = engine === 'postgres' ? 'double precision' : 'real';

  const id = (db: Kysely<unknown>, table: string) =>
    engine === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
      : db.schema.createTable(table).addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

  return {
    async up(db) {
      await id(db, 'users')
        .addColumn('fullname', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('phone_number', 'text', (col) => col.notNull())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('student', 'recruiter')`))
        .addColumn('bio', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('skills', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('resume_key', 'text')
        .addColumn('resume_original_name', 'text')
        .addColumn('profile_photo_key', 'text')
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('updated_at', timestamp, (col) => col.notNull())
        .execute();

      await id(db, 'companies')
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('name_key', 'text', (col) => col.notNull().unique())
        .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('website', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('location', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('logo_key', 'text')
        .addColumn('owner_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('updated_at', timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('companies_owner_idx').on('companies').columns(['owner_id', 'created_at']).execute();

      await id(db, 'jobs')
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('requirements', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('salary', realNumber, (col) => col.notNull())
        .addColumn('location', 'text', (col) => col.notNull())
        .addColumn('job_type', 'text', (col) => col.notNull())
        .addColumn('experience', realNumber, (col) => col.notNull())
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('company_id', 'bigint', (col) => col.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('created_by', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('updated_at', timestamp, (col) => col.notNull())
        .execute();
      // Newest-first listing and its keyset cursor walk this index.
      await db.schema.createIndex('jobs_created_idx').on('jobs').columns(['created_at', 'id']).execute();
      await db.schema.createIndex('jobs_creator_idx').on('jobs').columns(['created_by', 'created_at']).execute();
      await db.schema.createIndex('jobs_company_idx').on('jobs').column('company_id').execute();
      await db.schema.createIndex('jobs_salary_idx').on('jobs').column('salary').execute();

      await id(db, 'applications')
        .addColumn('job_id', 'bigint', (col) => col.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('applicant_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'text', (col) =>
          col.notNull().defaultTo('pending').check(sql`status in ('pending', 'accepted', 'rejected')`),
        )
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('updated_at', timestamp, (col) => col.notNull())
        // One application per student and job, however many requests race.
        .addUniqueConstraint('applications_job_applicant_unique', ['job_id', 'applicant_id'])
        .execute();
      await db.schema.createIndex('applications_applicant_idx').on('applications').columns(['applicant_id', 'created_at']).execute();
    },
  };
}
