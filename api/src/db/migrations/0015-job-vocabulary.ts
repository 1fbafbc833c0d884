import type { Kysely, Migration } from 'kysely';
import { canonicalJobType, canonicalLocation } from '@portal/contract/job-vocabulary';

const jobTypeSpelling = (text: string) => canonicalJobType(text) ?? text;

/** Rewrites each stored value of `column` that `spell` changes, one statement per distinct value. */
async function respell(db: Kysely<any>, table: 'jobs' | 'job_alerts', column: 'location' | 'job_type', spell: (text: string) => string) {
  const rows: Record<string, string>[] = await db.selectFrom(table).select(column).distinct().where(column, 'is not', null).execute();
  for (const { [column]: value } of rows) {
    const spelt = spell(value!);
    if (spelt !== value) await db.updateTable(table).set({ [column]: spelt }).where(column, '=', value).execute();
  }
}

const respelt = (values: string[], spell: (text: string) => string) => [...new Set(values.map(spell))];

/**
 * Job types and known cities in their one spelling (contract/job-vocabulary.ts), as the server
 * stores them from now on: "full-time" jobs become "Full Time" ones, "Bengaluru" ones
 * "Bangalore", so the search lists each once and its filters find them all. Rewritten here
 * rather than mapped on each read because the search filters and counts these columns in SQL
 * (and its samples copy them), where a mapping in code would not reach. A job type that is
 * none of the list is kept as it was, the job readable and found as before (it gets a listed
 * type when next edited). Alerts' searches are respelt the same way, so that they keep
 * matching the jobs they matched.
 */
export const jobVocabulary: Migration = {
  async up(db) {
    await respell(db, 'jobs', 'job_type', jobTypeSpelling);
    await respell(db, 'jobs', 'location', canonicalLocation);
    await respell(db, 'job_alerts', 'job_type', jobTypeSpelling);
    await respell(db, 'job_alerts', 'location', canonicalLocation);
    const searches: { id: number; filters: string }[] = await db.selectFrom('job_alerts').select(['id', 'filters']).where('filters', 'is not', null).execute();
    for (const { id, filters } of searches) {
      const search = JSON.parse(filters) as { location: string[]; jobType: string[] };
      const spelt = JSON.stringify({ ...search, location: respelt(search.location, canonicalLocation), jobType: respelt(search.jobType, jobTypeSpelling) });
      if (spelt !== filters) await db.updateTable('job_alerts').set({ filters: spelt }).where('id', '=', id).execute();
    }
  },
};
