import { sql, type Kysely } from 'kysely';
import type { Database, Engine } from '../../db/schema';
import type { FacetRow } from './search-facet-pass';
import { facetFilters, type JobFilters } from './search-filters';
import type { TextQuery } from './search-text';

/**
 * The word whose kept counts (job_word_facets, see migration 0018) answer a search, or null:
 * a search for one word of the word list (or for no word: the empty term counts every open
 * job) whose only other filter is the day it is open on. Counts kept per word cannot tell
 * which of a word's jobs another filter keeps.
 */
export function keptTerm(filters: JobFilters, text: TextQuery | undefined): string | null {
  if (Object.keys(facetFilters(filters)).length > 0) return null;
  if (filters.salaryMin !== undefined || filters.salaryMax !== undefined || filters.experienceMax !== undefined) return null;
  return text ? text.term : '';
}

/**
 * The total and every facet's counts of the open jobs having `term` on `openOn`, as a facet
 * pass gives them: the counts of the jobs with no deadline or one not passed, each value put
 * as the facet pass puts it (spellings folded, companies named; the numbers are kept in their
 * bands). A few rows per facet value, however many jobs have the word.
 */
export async function keptCounts(db: Kysely<Database>, engine: Engine, term: string, openOn: string): Promise<FacetRow[]> {
  const { rows } = await keptCountsQuery(engine, term, openOn).execute(db);
  let total = 0;
  const counted: FacetRow[] = [];
  for (const row of rows) {
    if (row.facet === 'experience') total += Number(row.n);
    // As the facet pass, which counts a company by joining it: a company gone is not listed.
    if (row.facet === 'company' && row.label === null) continue;
    counted.push({ ...row, pick: null });
  }
  return [{ facet: 'total', key: null, label: null, pick: null, n: total }, ...counted];
}

/** The statement of keptCounts (exported for reading its plan). */
export function keptCountsQuery(engine: Engine, term: string, openOn: string) {
  const companyId = sql`(CASE WHEN c.facet = 'company' THEN CAST(c.value AS ${sql.raw(engine === 'postgres' ? 'bigint' : 'INTEGER')}) END)`;
  const key = sql<string>`(CASE WHEN c.facet IN ('location', 'jobType') THEN lower(c.value) ELSE c.value END)`;
  return sql<Omit<FacetRow, 'pick'>>`SELECT c.facet AS facet, ${key} AS key,
      (CASE WHEN c.facet = 'company' THEN min(companies.name) WHEN c.facet IN ('location', 'jobType') THEN min(c.value) ELSE ${key} END) AS label, sum(c.n) AS n
    FROM job_word_facets AS c LEFT JOIN companies ON companies.id = ${companyId}
    WHERE c.term = ${term} AND (c.deadline = '' OR c.deadline >= ${openOn})
    GROUP BY c.facet, ${key}`;
}
