import { sql } from 'kysely';
import { EXPERIENCE_BANDS, SALARY_BANDS } from '@portal/contract';
import { EXPERIENCE_BAND_SQL, experienceBandOf, salaryBandsReached, salaryReaches } from '../src/features/jobs/search-filters';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * SQLite's facet counts work out a job's bands in JavaScript, the filters in SQL: a band's count
 * must be the number of jobs choosing that band finds. Here both say the same on each band's
 * edges, on the database the tests run on.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** Values at, just below and just above every band's start, and far above the last. */
const edges = (bands: readonly { min: number }[]) => [...new Set(bands.flatMap(({ min }) => [min - 0.01, min, min + 0.01]).filter((value) => value >= 0)), 1_000];

/** A row named `jobs` with these columns, for a band's SQL to read. */
const jobsRow = (columns: Record<string, number | null>) =>
  sql`(SELECT ${sql.join(Object.entries(columns).map(([name, value]) => sql`CAST(${value} AS DOUBLE PRECISION) AS ${sql.ref(name)}`))}) AS jobs`;

it('puts every number of years in the experience band the filter finds it in', async () => {
  for (const years of edges(EXPERIENCE_BANDS)) {
    const { rows } = await sql<{ band: string }>`SELECT ${EXPERIENCE_BAND_SQL} AS band FROM ${jobsRow({ experience: years })}`.execute(database.handle.db);
    expect([years, experienceBandOf(years)]).toEqual([years, rows[0]!.band]);
  }
});

it('counts a salary, or a range, in exactly the bands whose filter finds it', async () => {
  const salaries = edges(SALARY_BANDS);
  const ranges = salaries.flatMap((salary) => [null, ...salaries.filter((top) => top >= salary)].map((top) => [salary, top] as const));
  const reached = SALARY_BANDS.map((band, i) => sql`(CASE WHEN ${salaryReaches(band.value)} THEN 1 ELSE 0 END) AS ${sql.ref(`band_${i}`)}`);
  for (const [salary, top] of ranges) {
    const { rows } = await sql<Record<string, number>>`SELECT ${sql.join(reached)} FROM ${jobsRow({ salary, salary_max: top })}`.execute(database.handle.db);
    const bySql = SALARY_BANDS.filter((_band, i) => Number(rows[0]![`band_${i}`]) === 1).map((band) => band.value);
    const byGrouping = SALARY_BANDS.filter((_band, i) => salaryBandsReached(salary, top) & (1 << i)).map((band) => band.value);
    expect([salary, top, byGrouping]).toEqual([salary, top, bySql]);
  }
});
