import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { readRequirement, type JobPreferences, type ReadRequirement } from '@portal/contract';
import type { Database, Engine } from '../../db/schema';
import type { JobReads } from './job-reads';
import { RequirementMatches } from './requirement-matches';
import { and, baseConditions } from './search-filters';
import { walkIds } from './search-plan';
import { SAMPLES, samplePredicate } from './search-samples';
import { withoutDiacritics } from './search-words';

/** What ranking needs of a job: the whole job is read only for those answered. Newest is the highest id. */
type CandidateRow = { id: number; requirements: string; location: string; job_type: string; salary: number | string; salary_max: number | string | null };
/**
 * A candidate as kept: its requirements read once, its place and type lowercased and its salary
 * as numbers, for every student it is ranked for.
 */
export type Candidate = {
  id: number;
  requirements: ReadRequirement[];
  location: string;
  job_type: string;
  salary: { salary: number; salaryMax: number | null };
  locationKey: string;
  jobTypeKey: string;
};
/** One arm's candidates, newest first, with how each student's skills meet their requirements. */
export type CandidateList = { jobs: Candidate[]; matches: RequirementMatches };

const CANDIDATE_COLUMNS = sql.raw('jobs.id, jobs.requirements, jobs.location, jobs.job_type, jobs.salary, jobs.salary_max');

/** An arm's statement: its rows, or (`ids`) the ids to keep as a materialised table first, and its rows read from that table. */
type Statement = { query: RawBuilder<unknown> } | { ids: RawBuilder<unknown>; query: (idsTable: RawBuilder<unknown>) => RawBuilder<unknown> };

/** The jobs open on the day `openOn`. Built only when an arm is read: most requests find their arms kept. */
const openJobs = (openOn: string) => and(baseConditions({ openOn, keywords: [], location: [], jobType: [], experience: [], salary: [], companyId: [] }));

/**
 * One kind of candidate: the newest open jobs that meet one condition (a word of a skill, a
 * preferred place or job type, the least salary wished for). The same for every student, so it
 * is one of the public reads, kept as they are (JobReads) under `key`.
 */
export type Arm = { key: string; statement: () => Promise<Statement> };

const SAMPLED_MATCHES_MS = 60_000;
const sampledMatchCounts = new Map<string, { count: number; until: number }>();

/** About how many jobs match the word query, from the coarsest sample (what walkIds decides by); kept a minute, as it moves slowly. */
async function sampledMatches(db: Kysely<Database>, query: string): Promise<number> {
  const known = sampledMatchCounts.get(query);
  if (known && known.until > Date.now()) return known.count;
  const coarsest = SAMPLES[SAMPLES.length - 1]!;
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM job_samples AS jobs
    WHERE ${sql.raw(samplePredicate(coarsest))} AND jobs.words @@ to_tsquery('simple', ${query})`.execute(db);
  const count = Number(rows[0]!.n) * coarsest.scale;
  if (sampledMatchCounts.size >= 10_000) sampledMatchCounts.clear();
  sampledMatchCounts.set(query, { count, until: Date.now() + SAMPLED_MATCHES_MS });
  return count;
}

/**
 * The arm of the open jobs whose requirements have any of the words (a student's skills), newest
 * first, through the word index; null without words. Students with the same skills share it.
 */
export function skillArm(db: Kysely<Database>, engine: Engine, words: string[], openOn: string, wanted: number): Arm | null {
  if (words.length === 0) return null;
  const sorted = [...new Set(words)].sort();
  const key = `skills|${sorted.join(' ')}|${wanted}`;
  if (engine === 'sqlite') {
    const match = `{requirements} : (${[...new Set(sorted.map(withoutDiacritics))].map((word) => `"${word}"`).join(' OR ')})`;
    return {
      key,
      statement: async () => ({
        query: sql`SELECT ${CANDIDATE_COLUMNS} FROM job_words CROSS JOIN jobs ON jobs.id = job_words.rowid
          WHERE job_words MATCH ${match} AND ${openJobs(openOn)} ORDER BY job_words.rowid DESC LIMIT ${wanted}`,
      }),
    };
  }
  const query = sorted.map((word) => `'${word}':B`).join(' | ');
  return {
    key,
    // Common words are found by walking the ids down, rare ones through the word index (see walkIds).
    statement: async () =>
      (await walkIds(db, await sampledMatches(db, query), wanted))
        ? { query: sql`SELECT ${CANDIDATE_COLUMNS} FROM jobs WHERE ts_match_vq(jobs.words, to_tsquery('simple', ${query})) AND ${openJobs(openOn)} ORDER BY jobs.id DESC LIMIT ${wanted}` }
        : {
            // Through the index, only the ids are collected and sorted; the columns are read for the newest.
            ids: sql`SELECT jobs.id FROM jobs WHERE jobs.words @@ to_tsquery('simple', ${query}) AND ${openJobs(openOn)}`,
            query: (matched) => sql`SELECT ${CANDIDATE_COLUMNS} FROM (SELECT id FROM ${matched} ORDER BY id DESC LIMIT ${wanted}) AS newest JOIN jobs ON jobs.id = newest.id`,
          },
  };
}

/** The arms of the newest open jobs in each preferred location, of each preferred job type, and paying enough, each through an index kept in id order (migration 0022). */
export function preferenceArms({ locations, jobTypes, minSalary }: JobPreferences, openOn: string, wanted: number): Arm[] {
  const each = (count: number) => Math.max(10, Math.ceil(wanted / count));
  const newestWhere = (key: string, condition: () => RawBuilder<SqlBool>, limit: number): Arm => ({
    key: `${key}|${limit}`,
    statement: async () => ({ query: sql`SELECT ${CANDIDATE_COLUMNS} FROM jobs WHERE ${condition()} AND ${openJobs(openOn)} ORDER BY jobs.id DESC LIMIT ${limit}` }),
  });
  return [
    ...locations.map((location) => newestWhere(`location|${location.toLowerCase()}`, () => sql<SqlBool>`lower(jobs.location) = lower(${location})`, each(locations.length))),
    ...jobTypes.map((jobType) => newestWhere(`jobType|${jobType}`, () => sql<SqlBool>`jobs.job_type = ${jobType}`, each(jobTypes.length))),
    ...(minSalary === null ? [] : [newestWhere(`salary|${minSalary}`, () => sql<SqlBool>`coalesce(jobs.salary_max, jobs.salary) >= ${minSalary}`, wanted)]),
  ];
}

const parsed = (row: CandidateRow): Candidate => ({
  id: Number(row.id),
  requirements: (JSON.parse(row.requirements) as string[]).map(readRequirement),
  location: row.location,
  job_type: row.job_type,
  salary: { salary: Number(row.salary), salaryMax: row.salary_max === null ? null : Number(row.salary_max) },
  locationKey: row.location.toLowerCase(),
  jobTypeKey: row.job_type.toLowerCase(),
});

const listOf = (jobs: Candidate[]): CandidateList => ({ jobs, matches: new RequirementMatches(jobs.map((job) => job.requirements)) });

/** Every arm's rows in one round trip: each arm keeps its own order and limit, and is told apart by its place. */
async function readTogether(db: Kysely<Database>, arms: Arm[]): Promise<CandidateList[]> {
  const statements = await Promise.all(arms.map((arm) => arm.statement()));
  const idsTable = (index: number) => sql.raw(`matched${index}`);
  const ctes = statements.flatMap((statement, index) => ('ids' in statement ? [sql`${idsTable(index)} AS MATERIALIZED (${statement.ids})`] : []));
  const union = sql.join(
    statements.map((statement, index) => {
      const query = 'ids' in statement ? statement.query(idsTable(index)) : statement.query;
      return sql`SELECT ${sql.lit(index)} AS arm, ${sql.raw(`arm${index}`)}.* FROM (${query}) AS ${sql.raw(`arm${index}`)}`;
    }),
    sql` UNION ALL `,
  );
  const { rows } = await sql<CandidateRow & { arm: number }>`${ctes.length > 0 ? sql`WITH ${sql.join(ctes)} ` : sql``}${union}`.execute(db);
  const lists: Candidate[][] = arms.map(() => []);
  for (const { arm, ...row } of rows) lists[Number(arm)]!.push(parsed(row));
  return lists.map(listOf);
}

/**
 * Each arm's candidates: from the public reads where another student's request read them
 * lately, the rest read together in one statement (every arm asked for in the same turn of the
 * event loop joins it).
 */
export function armReader(db: Kysely<Database>, jobReads: JobReads, openOn: string) {
  let waiting: { arm: Arm; resolve: (list: CandidateList) => void; reject: (error: unknown) => void }[] = [];
  const readLater = (arm: Arm) =>
    new Promise<CandidateList>((resolve, reject) => {
      if (waiting.length === 0) {
        queueMicrotask(() => {
          const taken = waiting;
          waiting = [];
          readTogether(
            db,
            taken.map((entry) => entry.arm),
          ).then(
            (lists) => taken.forEach((entry, index) => entry.resolve(lists[index]!)),
            (error: unknown) => taken.forEach((entry) => entry.reject(error)),
          );
        });
      }
      waiting.push({ arm, resolve, reject });
    });
  return (arms: Arm[]): Promise<CandidateList[]> => Promise.all(arms.map((arm) => jobReads.recommendationCandidates(`${openOn}|${arm.key}`, () => readLater(arm))));
}
