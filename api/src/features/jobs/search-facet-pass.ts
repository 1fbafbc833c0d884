import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { NameShare, prepared } from '../../db/prepared-statements';
import type { Database, Engine } from '../../db/schema';
import { SALARY_BANDS } from '@portal/contract';
import {
  and,
  distinctValues,
  EXPERIENCE_BAND_SQL,
  experienceBandOf,
  facetFilters,
  foldAscii,
  pickOf,
  salaryBandsReached,
  salaryReaches,
  type FacetName,
  type JobFilters,
} from './search-filters';

/** One facet value's count among the matches (facet 'total': the count passing every filter). */
export type FacetRow = { facet: FacetName | 'total'; key: string | null; label: string | null; pick: number | null; n: number };

/**
 * A counted row (SQLite's): the job's columns as stored, each chosen location's or job type's
 * index it equals, and which of the counted facets' filters it fails (a bit mask).
 */
type CountedRow = {
  location: string;
  location_pick: number | null;
  job_type: string;
  job_type_pick: number | null;
  experience: number;
  salary: number;
  salary_max: number | null;
  company_id: number;
  fails: number;
};

/**
 * Counts per facet value over the rows of `where` that fail at most one of the `counted`
 * facets' filters: a row's failed filters are a bit mask, and facet F counts the rows whose
 * mask is 0 or F's bit. One pass over the rows. PostgreSQL groups them itself, each facet's
 * value worked out by the database as its filter does (sending every row would cost the API
 * more than the grouping costs the database). SQLite, which runs in the API's own thread, hands
 * the rows over and they are grouped here: a third of what its GROUP BYs (a temporary B-tree per
 * facet) cost over a sample's few hundred rows. Its rows are kept narrow, as each column of each
 * row becomes a JavaScript value: the columns as stored, their folded spellings and bands worked
 * out here by what says the same as the filters' SQL (search-bands.test.ts), which costs 30%
 * less than SQLite computing them as more columns; and the companies' names read once per
 * company after grouping, not once per row (an exact pass reads up to 10,000 rows).
 */
export async function facetPass(
  db: Kysely<Database>,
  engine: Engine,
  filters: JobFilters,
  from: RawBuilder<unknown>,
  where: RawBuilder<SqlBool>,
  counted: FacetName[],
  over: 'sample' | 'every match',
): Promise<FacetRow[]> {
  if (engine === 'postgres') {
    const query = facetQuery(filters, from, where, counted).compile(db);
    return (await db.executeQuery(over === 'sample' ? prepared(query, SAMPLED_PASS_NAMES) : query)).rows;
  }
  return withCompanyNames(db, groupRows((await countedRows(filters, from, where, counted).execute(db)).rows, counted));
}

/**
 * PostgreSQL plans a pass over a sample once per connection (a prepared statement). Planning it
 * was most of what a rare word's pass over the 1/1024 sample cost (1,098 µs a run planned each
 * time, 411 prepared), and a sample's plan fits any word, as a sample holds few rows. A pass
 * over every match is planned at each run, for its words: the plan a prepared statement settles
 * on, made for a common word, read a rare word's 100 matches in 57 ms against 1.7.
 */
const SAMPLED_PASS_NAMES = new NameShare(64);

/** The bit of facet `name` in a row's mask of failed filters (0 when its filter is not counted). */
const bitOf = (counted: FacetName[], name: FacetName) => (counted.includes(name) ? 1 << counted.indexOf(name) : 0);

/** The rows of a pass, each with its facet values and its mask. */
function countedRows(filters: JobFilters, from: RawBuilder<unknown>, where: RawBuilder<SqlBool>, counted: FacetName[]) {
  const { location, jobType } = picks(filters);
  return sql<CountedRow>`SELECT jobs.location AS location, ${location} AS location_pick, jobs.job_type AS job_type, ${jobType} AS job_type_pick,
    jobs.experience AS experience, jobs.salary AS salary, jobs.salary_max AS salary_max, jobs.company_id AS company_id, ${failMask(filters, counted)} AS fails
    FROM ${from} WHERE ${and([where, ...atMostOneCounted(filters, counted)])}`;
}

/** Which of the chosen locations, and of the chosen job types, a row's value is (pickOf's index), or NULL when none is chosen. */
function picks(filters: JobFilters) {
  const locations = distinctValues(filters.location);
  const jobTypes = distinctValues(filters.jobType);
  return {
    location: locations.length > 0 ? pickOf('location', locations) : sql`CAST(NULL AS INTEGER)`,
    jobType: jobTypes.length > 0 ? pickOf('job_type', jobTypes) : sql`CAST(NULL AS INTEGER)`,
  };
}

/** What PostgreSQL groups by: each facet's value worked out by the database, as its filter does. */
function rowColumns(filters: JobFilters, counted: FacetName[]) {
  const { location, jobType } = picks(filters);
  return sql`lower(jobs.location) AS location_key, jobs.location AS location, ${location} AS location_pick,
    lower(jobs.job_type) AS job_type_key, jobs.job_type AS job_type, ${jobType} AS job_type_pick,
    ${EXPERIENCE_BAND_SQL} AS experience_band, ${SALARY_REACHED}, jobs.company_id AS company_id, ${failMask(filters, counted)} AS fails`;
}

/** The bands' values for grouping rows: read once, not through the contract package's exports at every row. */
const SALARY_VALUES = SALARY_BANDS.map((band) => band.value);

/** A column per salary band, 1 when the job's range reaches it: what PostgreSQL groups by. */
const SALARY_REACHED = sql.join(
  SALARY_BANDS.map((band, i) => sql`(CASE WHEN ${salaryReaches(band.value)} THEN 1 ELSE 0 END) AS ${sql.ref(`salary_${i}`)}`),
  sql`, `,
);

function failMask(filters: JobFilters, counted: FacetName[]) {
  const chosen = facetFilters(filters);
  return counted.length === 0 ? sql`0` : sql.join(counted.map((name) => sql`(CASE WHEN ${chosen[name]!} THEN 0 ELSE ${sql.lit(bitOf(counted, name))} END)`), sql` + `);
}

function atMostOneCounted(filters: JobFilters, counted: FacetName[]): RawBuilder<SqlBool>[] {
  if (counted.length <= 1) return [];
  return [sql<SqlBool>`(${failMask(filters, counted)}) IN (${sql.join([0, ...counted.map((name) => bitOf(counted, name))].map((value) => sql.lit(value)))})`];
}

/**
 * One facet's groups of a pass: a chosen value's rows (found by its index, `pick`) apart from
 * the other rows of the same value, as facetQuery groups them. Keyed by the value itself, with
 * nothing built per row: an exact pass adds each of up to 10,000 rows to every facet.
 */
class FacetGroups {
  private readonly others = new Map<string | number, FacetRow>();
  private readonly chosen = new Map<string, FacetRow>();

  /** `bit`: the facet's in a row's mask of failed filters; a row failing only this facet's filter counts for it. */
  constructor(
    private readonly facet: FacetName,
    private readonly bit: number,
  ) {}

  /** A row whose value is `key`, spelt `label` (null: a company, named later); the least spelling labels the group. */
  add(key: string | number, label: string | null, pick: number | null, fails: number): void {
    const n = fails === 0 || fails === this.bit ? 1 : 0;
    const row = pick === null ? this.others.get(key) : this.chosen.get(`${pick}:${key}`);
    if (row) {
      row.n += n;
      if (label !== null && label < row.label!) row.label = label;
      return;
    }
    const added: FacetRow = { facet: this.facet, key: String(key), label, pick, n };
    if (pick === null) this.others.set(key, added);
    else this.chosen.set(`${pick}:${key}`, added);
  }

  rows(): FacetRow[] {
    return [...this.others.values(), ...this.chosen.values()];
  }
}

/**
 * The rows of `countedRows` grouped as `facetQuery` groups them: labels are the least spelling
 * of a value's rows; a company's label is left for `withCompanyNames`.
 */
function groupRows(rows: CountedRow[], counted: FacetName[]): FacetRow[] {
  const groupsOf = (name: FacetName) => new FacetGroups(name, bitOf(counted, name));
  const location = groupsOf('location');
  const jobType = groupsOf('jobType');
  const experience = groupsOf('experience');
  const salary = groupsOf('salary');
  const company = groupsOf('company');
  // A pass holds few spellings of locations and job types: each is folded once.
  const folded = new Map<string, string>();
  const fold = (text: string) => {
    let key = folded.get(text);
    if (key === undefined) folded.set(text, (key = foldAscii(text)));
    return key;
  };
  let total = 0;
  for (const row of rows) {
    const fails = Number(row.fails);
    if (fails === 0) total += 1;
    location.add(fold(row.location), row.location, row.location_pick, fails);
    jobType.add(fold(row.job_type), row.job_type, row.job_type_pick, fails);
    const band = experienceBandOf(row.experience);
    experience.add(band, band, null, fails);
    const reached = salaryBandsReached(row.salary, row.salary_max);
    SALARY_VALUES.forEach((value, i) => {
      if (reached & (1 << i)) salary.add(value, value, null, fails);
    });
    company.add(row.company_id, null, null, fails);
  }
  return [{ facet: 'total', key: null, label: null, pick: null, n: total }, ...[location, jobType, experience, salary, company].flatMap((groups) => groups.rows())];
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
      SELECT ${rowColumns(filters, counted)} FROM ${from} WHERE ${and([where, ...atMostOneCounted(filters, counted)])}
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
