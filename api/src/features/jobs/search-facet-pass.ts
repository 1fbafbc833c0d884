import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database, Engine } from '../../db/schema';
import { SALARY_BANDS } from '@portal/contract';
import { and, distinctValues, EXPERIENCE_BAND_SQL, facetFilters, pickOf, salaryReaches, type FacetName, type JobFilters } from './search-filters';

/** One facet value's count among the matches (facet 'total': the count passing every filter). */
export type FacetRow = { facet: FacetName | 'total'; key: string | null; label: string | null; pick: number | null; n: number };

/** A counted row (SQLite's): its value of each facet, and which of the counted facets' filters it fails (a bit mask). */
type CountedRow = {
  location_key: string;
  location: string;
  location_pick: number | null;
  job_type_key: string;
  job_type: string;
  job_type_pick: number | null;
  experience_band: string;
  /** The salary bands the job's range reaches, bit i for SALARY_BANDS[i]: a range counts in every band it reaches. */
  salary_bands: number;
  company_id: number;
  fails: number;
};

/**
 * Counts per facet value over the rows of `where` that fail at most one of the `counted`
 * facets' filters: a row's failed filters are a bit mask, and facet F counts the rows whose
 * mask is 0 or F's bit. One pass over the rows, each facet's value worked out by the database
 * as its filter does. PostgreSQL groups them itself (sending every row would cost the API more
 * than the grouping costs the database); SQLite, which runs in the API's own thread, hands the
 * rows over and they are grouped here: a third of what its GROUP BYs (a temporary B-tree per
 * facet) cost over a sample's few hundred rows. Its rows are kept narrow, as each column of each
 * row becomes a JavaScript value: the salary bands as one number, and the companies' names read
 * once per company after grouping, not once per row (an exact pass reads up to 10,000 rows).
 */
export async function facetPass(
  db: Kysely<Database>,
  engine: Engine,
  filters: JobFilters,
  from: RawBuilder<unknown>,
  where: RawBuilder<SqlBool>,
  counted: FacetName[],
): Promise<FacetRow[]> {
  if (engine === 'postgres') return (await facetQuery(filters, from, where, counted).execute(db)).rows;
  return withCompanyNames(db, groupRows((await countedRows(filters, from, where, counted).execute(db)).rows, counted));
}

/** The bit of facet `name` in a row's mask of failed filters (0 when its filter is not counted). */
const bitOf = (counted: FacetName[], name: FacetName) => (counted.includes(name) ? 1 << counted.indexOf(name) : 0);

/** The rows of a pass, each with its facet values and its mask. */
function countedRows(filters: JobFilters, from: RawBuilder<unknown>, where: RawBuilder<SqlBool>, counted: FacetName[]) {
  return sql<CountedRow>`SELECT ${rowColumns(filters, counted, SALARY_BANDS_REACHED)} FROM ${from} WHERE ${and([where, ...atMostOneCounted(filters, counted)])}`;
}

/** `salary`: the columns that say which salary bands a job's range reaches. */
function rowColumns(filters: JobFilters, counted: FacetName[], salary: RawBuilder<unknown>) {
  const locations = distinctValues(filters.location);
  const jobTypes = distinctValues(filters.jobType);
  return sql`lower(jobs.location) AS location_key, jobs.location AS location, ${locations.length > 0 ? pickOf('location', locations) : sql`CAST(NULL AS INTEGER)`} AS location_pick,
    lower(jobs.job_type) AS job_type_key, jobs.job_type AS job_type, ${jobTypes.length > 0 ? pickOf('job_type', jobTypes) : sql`CAST(NULL AS INTEGER)`} AS job_type_pick,
    ${EXPERIENCE_BAND_SQL} AS experience_band, ${salary}, jobs.company_id AS company_id, ${failMask(filters, counted)} AS fails`;
}

/** A column per salary band, 1 when the job's range reaches it: what PostgreSQL groups by. */
const SALARY_REACHED = sql.join(
  SALARY_BANDS.map((band, i) => sql`(CASE WHEN ${salaryReaches(band.value)} THEN 1 ELSE 0 END) AS ${sql.ref(`salary_${i}`)}`),
  sql`, `,
);

/** The bands reached as one column, bit i for band i: what SQLite hands over (CountedRow's `salary_bands`). */
const SALARY_BANDS_REACHED = sql`(${sql.join(
  SALARY_BANDS.map((band, i) => sql`(CASE WHEN ${salaryReaches(band.value)} THEN ${sql.lit(1 << i)} ELSE 0 END)`),
  sql` + `,
)}) AS salary_bands`;

function failMask(filters: JobFilters, counted: FacetName[]) {
  const chosen = facetFilters(filters);
  return counted.length === 0 ? sql`0` : sql.join(counted.map((name) => sql`(CASE WHEN ${chosen[name]!} THEN 0 ELSE ${sql.lit(bitOf(counted, name))} END)`), sql` + `);
}

function atMostOneCounted(filters: JobFilters, counted: FacetName[]): RawBuilder<SqlBool>[] {
  if (counted.length <= 1) return [];
  return [sql<SqlBool>`(${failMask(filters, counted)}) IN (${sql.join([0, ...counted.map((name) => bitOf(counted, name))].map((value) => sql.lit(value)))})`];
}

/**
 * The rows of `countedRows` grouped as `facetQuery` groups them: labels are the least spelling
 * of a value's rows; a company's label is left for `withCompanyNames`.
 */
function groupRows(rows: CountedRow[], counted: FacetName[]): FacetRow[] {
  const groups = { location: new Map(), jobType: new Map(), experience: new Map(), salary: new Map(), company: new Map() } satisfies Record<FacetName, Map<string, FacetRow>>;
  const bits = { location: 0, jobType: 0, experience: 0, salary: 0, company: 0 } satisfies Record<FacetName, number>;
  for (const name of counted) bits[name] = bitOf(counted, name);
  let total = 0;
  const add = (facet: FacetName, key: string, label: string | null, pick: number | null, fails: number) => {
    // A chosen value's index leads its group's name (digits), any other value's name an underscore.
    const group = pick === null ? `_${key}` : `${pick}:${key}`;
    const n = fails === 0 || fails === bits[facet] ? 1 : 0;
    const row = groups[facet].get(group);
    if (!row) groups[facet].set(group, { facet, key, label, pick, n });
    else {
      row.n += n;
      if (label !== null && label < row.label!) row.label = label;
    }
  };
  for (const row of rows) {
    const fails = Number(row.fails);
    if (fails === 0) total += 1;
    add('location', row.location_key, row.location, row.location_pick, fails);
    add('jobType', row.job_type_key, row.job_type, row.job_type_pick, fails);
    add('experience', row.experience_band, row.experience_band, null, fails);
    const salaryBands = Number(row.salary_bands);
    SALARY_BANDS.forEach((band, i) => {
      if (salaryBands & (1 << i)) add('salary', band.value, band.value, null, fails);
    });
    add('company', String(row.company_id), null, null, fails);
  }
  return [{ facet: 'total', key: null, label: null, pick: null, n: total }, ...Object.values(groups).flatMap((byValue) => [...byValue.values()])];
}

/** Each company's count labelled with its name, as facetQuery's join does: a company not found (gone meanwhile) is left out. */
async function withCompanyNames(db: Kysely<Database>, rows: FacetRow[]): Promise<FacetRow[]> {
  const ids = rows.filter((row) => row.facet === 'company').map((row) => Number(row.key));
  if (ids.length === 0) return rows;
  const { rows: found } = await sql<{ id: number; name: string }>`SELECT id, name FROM companies WHERE id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`.execute(db);
  const names = new Map(found.map((company) => [String(company.id), company.name]));
  return rows.flatMap((row) => (row.facet !== 'company' ? [row] : names.has(row.key!) ? [{ ...row, label: names.get(row.key!)! }] : []));
}

/** The whole pass as one statement, grouped by the database: what PostgreSQL runs. */
function facetQuery(filters: JobFilters, from: RawBuilder<unknown>, where: RawBuilder<SqlBool>, counted: FacetName[]) {
  const countFor = (name: FacetName) => sql`sum(CASE WHEN m.fails IN (0, ${sql.lit(bitOf(counted, name))}) THEN 1 ELSE 0 END)`;
  return sql<FacetRow>`WITH m AS MATERIALIZED (
      SELECT ${rowColumns(filters, counted, SALARY_REACHED)} FROM ${from} WHERE ${and([where, ...atMostOneCounted(filters, counted)])}
    )
    SELECT 'total' AS facet, NULL AS key, NULL AS label, NULL AS pick, sum(CASE WHEN m.fails = 0 THEN 1 ELSE 0 END) AS n FROM m
    UNION ALL SELECT 'location', m.location_key, min(m.location), m.location_pick, ${countFor('location')} FROM m GROUP BY m.location_key, m.location_pick
    UNION ALL SELECT 'jobType', m.job_type_key, min(m.job_type), m.job_type_pick, ${countFor('jobType')} FROM m GROUP BY m.job_type_key, m.job_type_pick
    UNION ALL SELECT 'experience', m.experience_band, m.experience_band, NULL, ${countFor('experience')} FROM m GROUP BY m.experience_band
    ${sql.join(
      SALARY_BANDS.map((band, i) => sql`UNION ALL SELECT 'salary', ${sql.lit(band.value)}, ${sql.lit(band.value)}, NULL, ${countFor('salary')} FROM m WHERE ${sql.ref(`m.salary_${i}`)} = 1`),
      sql` `,
    )}
    UNION ALL SELECT 'company', CAST(g.company_id AS TEXT), companies.name, NULL, g.n
      FROM (SELECT m.company_id, ${countFor('company')} AS n FROM m GROUP BY m.company_id) AS g JOIN companies ON companies.id = g.company_id`;
}

/** The statement a pass runs on `engine` (for reading its plan). */
export const facetPassStatement = (engine: Engine, filters: JobFilters, from: RawBuilder<unknown>, where: RawBuilder<SqlBool>, counted: FacetName[]) =>
  engine === 'postgres' ? facetQuery(filters, from, where, counted) : countedRows(filters, from, where, counted);
