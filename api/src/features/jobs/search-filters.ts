import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { canonicalLocation, EXPERIENCE_BANDS, FACET_NAMES, SALARY_BANDS } from '@portal/contract';

export type FacetName = (typeof FACET_NAMES)[number];

export type JobFilters = {
  /** Only jobs taking applications on this day (YYYY-MM-DD): open, and not past their deadline. */
  openOn: string;
  keywords: string[];
  /** Each list means "any of these"; empty: no filter. */
  location: string[];
  jobType: string[];
  experience: string[];
  salary: string[];
  companyId: number[];
  salaryMin?: number;
  salaryMax?: number;
  experienceMax?: number;
};

/** ASCII case folding: what SQLite's lower() does, and a part of what PostgreSQL's does, so two values it merges always match the same jobs. */
export const foldAscii = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/** The values of a list filter without repeats (the first spelling of each kept), in the order given. */
export function distinctValues(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = foldAscii(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The band a column's value is in, as SQL: band i holds values from its `min` up to the
 * next band's `min`, so every value (12.5 LPA, 1.5 years) is in exactly one band.
 */
function bandOf(column: 'experience' | 'salary', bands: readonly { value: string; min: number }[]): RawBuilder<string> {
  const cases = bands.slice(0, -1).map((band, i) => sql`WHEN jobs.${sql.ref(column)} < ${sql.lit(bands[i + 1]!.min)} THEN ${sql.lit(band.value)}`);
  return sql<string>`(CASE ${sql.join(cases, sql` `)} ELSE ${sql.lit(bands[bands.length - 1]!.value)} END)`;
}

export const EXPERIENCE_BAND_SQL = bandOf('experience', EXPERIENCE_BANDS);

/**
 * Each band's value and where the next one starts: what grouping rows in JavaScript
 * (search-facet-pass.ts) tests each of up to 10,000 rows against. Read once: a binding imported
 * from the contract package is read through its exports at every use, which cost more than
 * the test itself.
 */
const bandLimits = (bands: readonly { value: string; min: number }[]) =>
  bands.map((band, i) => ({ value: band.value, min: band.min, nextMin: bands[i + 1]?.min ?? Number.POSITIVE_INFINITY }));

const EXPERIENCE_LIMITS = bandLimits(EXPERIENCE_BANDS);

/** The experience band of a job with `years`, as EXPERIENCE_BAND_SQL says it. */
export function experienceBandOf(years: number): string {
  for (const band of EXPERIENCE_LIMITS) if (years < band.nextMin) return band.value;
  return EXPERIENCE_LIMITS[EXPERIENCE_LIMITS.length - 1]!.value;
}

/** The top of a job's salary range: its one figure when it has no range. */
const SALARY_TOP = sql`coalesce(jobs.salary_max, jobs.salary)`;

/**
 * Whether a job's salary range reaches the band of `value`: its bottom below the band's end and
 * its top at least the band's start. A single figure reaches exactly one band; a range each
 * band from its bottom's to its top's (as migration 0020 keeps the word facet counts).
 */
export function salaryReaches(value: string): RawBuilder<SqlBool> {
  const i = SALARY_BANDS.findIndex((band) => band.value === value);
  const next = SALARY_BANDS[i + 1];
  const conditions = [next ? sql<SqlBool>`jobs.salary < ${sql.lit(next.min)}` : null, i > 0 ? sql<SqlBool>`${SALARY_TOP} >= ${sql.lit(SALARY_BANDS[i]!.min)}` : null];
  return and(conditions.filter((condition) => condition !== null));
}

const SALARY_LIMITS = bandLimits(SALARY_BANDS);

/** The salary bands a job's range reaches, as salaryReaches says them: bit i for SALARY_BANDS[i]. */
export function salaryBandsReached(salary: number, salaryMax: number | null): number {
  const top = salaryMax ?? salary;
  let reached = 0;
  SALARY_LIMITS.forEach((band, i) => {
    if (salary < band.nextMin && (i === 0 || top >= band.min)) reached |= 1 << i;
  });
  return reached;
}

/** A chosen value as jobs store it: a known city in its one spelling (Bengaluru is stored as Bangalore). */
const asStored = (column: 'location' | 'job_type', value: string) => (column === 'location' ? canonicalLocation(value) : value);

/** Case-insensitive equality with any of the values, folded by the database on both sides so facet counts and filter agree. */
const anyOfFolded = (column: 'location' | 'job_type', values: string[]) =>
  sql<SqlBool>`lower(jobs.${sql.ref(column)}) IN (${sql.join(values.map((value) => sql`lower(${asStored(column, value)})`))})`;

/** Which of the chosen values a row's column equals (its index), or null: how facet counts find the chosen values. */
export const pickOf = (column: 'location' | 'job_type', values: string[]) =>
  sql<number | null>`(CASE ${sql.join(
    values.map((value, i) => sql`WHEN lower(jobs.${sql.ref(column)}) = lower(${asStored(column, value)}) THEN ${sql.lit(i)}`),
    sql` `,
  )} END)`;

/** The filter of each facet that has chosen values. */
export function facetFilters(filters: JobFilters): Partial<Record<FacetName, RawBuilder<SqlBool>>> {
  const result: Partial<Record<FacetName, RawBuilder<SqlBool>>> = {};
  const location = distinctValues(filters.location);
  const jobType = distinctValues(filters.jobType);
  if (location.length > 0) result.location = anyOfFolded('location', location);
  if (jobType.length > 0) result.jobType = anyOfFolded('job_type', jobType);
  if (filters.experience.length > 0) result.experience = sql<SqlBool>`${EXPERIENCE_BAND_SQL} IN (${sql.join(filters.experience)})`;
  if (filters.salary.length > 0) result.salary = sql<SqlBool>`(${sql.join([...new Set(filters.salary)].map(salaryReaches), sql` OR `)})`;
  if (filters.companyId.length > 0) result.company = sql<SqlBool>`jobs.company_id IN (${sql.join(filters.companyId)})`;
  return result;
}

/** What every searched job must be, whatever the facets: open on the day, and within the salary and experience limits. */
export function baseConditions(filters: JobFilters): RawBuilder<SqlBool>[] {
  const result = [sql<SqlBool>`jobs.status = 'open'`, sql<SqlBool>`(jobs.deadline IS NULL OR jobs.deadline >= ${filters.openOn})`];
  // A range reaching the least salary asked for is in.
  if (filters.salaryMin !== undefined) result.push(sql<SqlBool>`${SALARY_TOP} >= ${filters.salaryMin}`);
  if (filters.salaryMax !== undefined) result.push(sql<SqlBool>`jobs.salary <= ${filters.salaryMax}`);
  if (filters.experienceMax !== undefined) result.push(sql<SqlBool>`jobs.experience <= ${filters.experienceMax}`);
  return result;
}

export const and = (conditions: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> =>
  conditions.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.join(conditions, sql` AND `)}`;

/**
 * Searches that must give the same answer share a key: word order and case aside, and the
 * order of chosen values (chosen values are echoed as sent, so their spelling counts).
 */
export function filtersKey(filters: JobFilters, words: string[] | null): string {
  const sorted = <T>(values: T[]) => [...values].sort();
  return JSON.stringify([
    filters.openOn,
    words === null ? null : sorted(words),
    sorted(distinctValues(filters.location)),
    sorted(distinctValues(filters.jobType)),
    sorted([...new Set(filters.experience)]),
    sorted([...new Set(filters.salary)]),
    sorted([...new Set(filters.companyId)]),
    filters.salaryMin ?? null,
    filters.salaryMax ?? null,
    filters.experienceMax ?? null,
  ]);
}
