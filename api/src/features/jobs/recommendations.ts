import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { formatSalary, skillMatcher, type JobPreferences, type Job, type RecommendedJob, type SkillMatch } from '../../contract';
import type { Database, Engine } from '../../db/schema';
import { jobPreferencesOf } from '../users/user-serializer';
import type { JobReads } from './job-reads';
import { and, baseConditions } from './search-filters';
import { walkIds } from './search-plan';
import { SAMPLES, samplePredicate } from './search-samples';
import { withoutDiacritics } from './search-words';

/**
 * How many of the newest open jobs are ranked: those sharing a word with the student's skills,
 * and those of the preferred locations, of the job types, and paying enough (each kind). More for
 * a longer list; reading and matching them is most of a request's work.
 */
const candidatesFor = (limit: number) => ({ skills: Math.min(300, Math.max(120, 20 * limit)), preferences: Math.min(100, Math.max(40, 8 * limit)) });
/** At most this many matched skills are named in a reason; the rest are counted. */
const NAMED_SKILLS = 3;

/** What ranking needs of a job, read with the candidates: the whole job is read only for those answered. Newest is the highest id. */
type Candidate = { id: number; requirements: string; location: string; job_type: string; salary: number; salary_max: number | null };

const CANDIDATE_COLUMNS = sql.raw('jobs.id, jobs.requirements, jobs.location, jobs.job_type, jobs.salary, jobs.salary_max');

type Student = { skills: string[]; preferences: JobPreferences };

/** One kind of candidate: the newest `limit` open jobs the student has not applied to that meet a condition, as a statement of its own. */
type Arm = { query: RawBuilder<unknown>; with?: RawBuilder<unknown> };

/** The arm of the jobs whose requirements share a word with the skills, newest first, through the word index. */
async function skillArm(db: Kysely<Database>, engine: Engine, words: string[], eligible: RawBuilder<SqlBool>, wanted: number): Promise<Arm | null> {
  if (words.length === 0) return null;
  if (engine === 'sqlite') {
    const match = `{requirements} : (${[...new Set(words.map(withoutDiacritics))].map((word) => `"${word}"`).join(' OR ')})`;
    return {
      query: sql`SELECT ${CANDIDATE_COLUMNS} FROM job_words CROSS JOIN jobs ON jobs.id = job_words.rowid
        WHERE job_words MATCH ${match} AND ${eligible} ORDER BY job_words.rowid DESC LIMIT ${wanted}`,
    };
  }
  // Common words are found by walking the ids down, rare ones through the word index (see walkIds).
  const query = words.map((word) => `'${word}':B`).join(' | ');
  const walk = await walkIds(db, await sampledMatches(db, query), wanted);
  if (walk) {
    return { query: sql`SELECT ${CANDIDATE_COLUMNS} FROM jobs WHERE ts_match_vq(jobs.words, to_tsquery('simple', ${query})) AND ${eligible} ORDER BY jobs.id DESC LIMIT ${wanted}` };
  }
  // Through the index, only the ids are collected and sorted; the columns are read for the newest.
  return {
    with: sql`matched AS MATERIALIZED (SELECT jobs.id FROM jobs WHERE jobs.words @@ to_tsquery('simple', ${query}) AND ${eligible})`,
    query: sql`SELECT ${CANDIDATE_COLUMNS} FROM (SELECT id FROM matched ORDER BY id DESC LIMIT ${wanted}) AS newest JOIN jobs ON jobs.id = newest.id`,
  };
}

const SAMPLED_MATCHES_MS = 60_000;
const sampledMatchCounts = new Map<string, { count: number; until: number }>();

/**
 * About how many jobs match the word query, from the coarsest sample: what walkIds decides by.
 * Students share skills, and the estimate moves slowly, so it is kept a minute per query.
 */
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

/** The arms of the newest jobs in each preferred location, of each preferred job type, and paying enough, each through an index kept in id order (migration 0022). */
function preferenceArms({ locations, jobTypes, minSalary }: JobPreferences, eligible: RawBuilder<SqlBool>, wanted: number): Arm[] {
  const each = (count: number) => Math.max(10, Math.ceil(wanted / count));
  const newestWhere = (condition: RawBuilder<SqlBool>, limit: number): Arm => ({
    query: sql`SELECT ${CANDIDATE_COLUMNS} FROM jobs WHERE ${condition} AND ${eligible} ORDER BY jobs.id DESC LIMIT ${limit}`,
  });
  return [
    ...locations.map((location) => newestWhere(sql<SqlBool>`lower(jobs.location) = lower(${location})`, each(locations.length))),
    ...jobTypes.map((jobType) => newestWhere(sql<SqlBool>`jobs.job_type = ${jobType}`, each(jobTypes.length))),
    ...(minSalary === null ? [] : [newestWhere(sql<SqlBool>`coalesce(jobs.salary_max, jobs.salary) >= ${minSalary}`, wanted)]),
  ];
}

/** Every arm's candidates in one round trip: each arm keeps its own order and limit. */
async function readCandidates(db: Kysely<Database>, arms: Arm[]): Promise<Candidate[]> {
  if (arms.length === 0) return [];
  const ctes = arms.flatMap((arm) => (arm.with ? [arm.with] : []));
  const union = sql.join(
    arms.map((arm, index) => sql`SELECT * FROM (${arm.query}) AS ${sql.raw(`arm${index}`)}`),
    sql` UNION ALL `,
  );
  const { rows } = await sql<Candidate>`${ctes.length > 0 ? sql`WITH ${sql.join(ctes)} ` : sql``}${union}`.execute(db);
  return rows;
}

/** The words of the skills as the word index splits them (letters and digits). */
const skillWords = (skills: string[]) => [...new Set(skills.join(' ').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])];

const lowerSet = (values: string[]) => new Set(values.map((value) => value.toLowerCase()));

type Ranked = { id: number; match: SkillMatch | null; reasons: string[]; met: number };

/** Why a job is recommended, as a card shows it: its matched skills, then each preference it meets. */
function reasonsFor(match: SkillMatch | null, met: { location: string | null; jobType: string | null; salary: string | null }): string[] {
  const reasons: string[] = [];
  if (match && match.matched.length > 0) {
    const named = match.matched.slice(0, NAMED_SKILLS).join(', ');
    const more = match.matched.length - NAMED_SKILLS;
    reasons.push(`Matches ${named}${more > 0 ? ` and ${more} more` : ''}`);
  }
  if (met.location !== null) reasons.push(`In ${met.location}`);
  if (met.jobType !== null) reasons.push(met.jobType);
  if (met.salary !== null) reasons.push(met.salary);
  return reasons;
}

function rank({ skills, preferences }: Student, candidates: Candidate[]): Ranked[] {
  const matcher = skillMatcher(skills);
  const locations = lowerSet(preferences.locations);
  const jobTypes = lowerSet(preferences.jobTypes);
  const seen = new Set<number>();
  const ranked: Ranked[] = [];
  for (const job of candidates) {
    const id = Number(job.id);
    if (seen.has(id)) continue;
    seen.add(id);
    const match = matcher(JSON.parse(job.requirements) as string[]);
    const salary = { salary: Number(job.salary), salaryMax: job.salary_max === null ? null : Number(job.salary_max) };
    const met = {
      location: locations.has(job.location.toLowerCase()) ? job.location : null,
      jobType: jobTypes.has(job.job_type.toLowerCase()) ? job.job_type : null,
      // A range meets the wish when its top reaches it.
      salary: preferences.minSalary !== null && (salary.salaryMax ?? salary.salary) >= preferences.minSalary ? formatSalary(salary) : null,
    };
    const metCount = Object.values(met).filter((value) => value !== null).length;
    if ((match?.score ?? 0) === 0 && metCount === 0) continue;
    ranked.push({ id, match, reasons: reasonsFor(match, met), met: metCount });
  }
  return ranked.sort((a, b) => (b.match?.score ?? 0) - (a.match?.score ?? 0) || b.met - a.met || b.id - a.id);
}

/**
 * The open jobs recommended to a student: ranked by skill match, then by how many of their
 * preferences a job meets, then newest. Ranking every open job would read them all, so the
 * candidates are the newest jobs sharing a word with the student's skills (the word index) and
 * the newest of each preferred location and job type and paying enough (indexes in id order),
 * ranked in memory. Per student: never kept with the shared public reads.
 */
export async function recommendedJobs(
  db: Kysely<Database>,
  engine: Engine,
  jobReads: JobReads,
  studentId: number,
  limit: number,
  openOn: string,
): Promise<RecommendedJob[]> {
  const row = await db
    .selectFrom('users')
    .select(['skills', 'preferred_locations', 'preferred_job_types', 'min_salary'])
    .where('id', '=', studentId)
    .executeTakeFirst();
  if (!row) return [];
  const student: Student = { skills: JSON.parse(row.skills) as string[], preferences: jobPreferencesOf(row) };
  const wanted = candidatesFor(limit);
  // Applied jobs are left out by each arm, so they take no candidate's place.
  const notApplied = sql<SqlBool>`NOT EXISTS (SELECT 1 FROM applications WHERE applications.job_id = jobs.id AND applications.applicant_id = ${studentId})`;
  const eligible = and([...baseConditions({ openOn, keywords: [], location: [], jobType: [], experience: [], salary: [], companyId: [] }), notApplied]);
  const skills = await skillArm(db, engine, skillWords(student.skills), eligible, wanted.skills);
  const arms = [...(skills ? [skills] : []), ...preferenceArms(student.preferences, eligible, wanted.preferences)];
  const best = rank(student, await readCandidates(db, arms)).slice(0, limit);
  const jobs = new Map((await jobReads.byIds(best.map((job) => job.id), studentId)).map((job: Job) => [Number(job._id), job]));
  return best.flatMap(({ id, match, reasons }) => {
    const job = jobs.get(id);
    return job ? [{ ...job, match, reasons }] : [];
  });
}
