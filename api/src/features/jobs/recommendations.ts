import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { formatSalary, skillMatcher, type JobPreferences, type Job, type RecommendedJob, type SkillMatch } from '../../contract';
import type { Database, Engine } from '../../db/schema';
import { toIso } from '../../db/time';
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

/** What ranking needs of a job, read with the candidates: the whole job is read only for those answered. */
type Candidate = { id: number; requirements: string; location: string; job_type: string; salary: number; salary_max: number | null; created_at: string | Date };

const CANDIDATE_COLUMNS = sql.raw('jobs.id, jobs.requirements, jobs.location, jobs.job_type, jobs.salary, jobs.salary_max, jobs.created_at');

type Student = { skills: string[]; preferences: JobPreferences };

/** The open jobs whose requirements share a word with the skills, newest first, through the word index. */
function skillCandidates(db: Kysely<Database>, engine: Engine, words: string[], open: RawBuilder<SqlBool>, wanted: number): Promise<Candidate[]> {
  if (words.length === 0) return Promise.resolve([]);
  return engine === 'postgres' ? postgresSkillCandidates(db, words, open, wanted) : sqliteSkillCandidates(db, words, open, wanted);
}

async function sqliteSkillCandidates(db: Kysely<Database>, words: string[], open: RawBuilder<SqlBool>, wanted: number): Promise<Candidate[]> {
  const match = `{requirements} : (${[...new Set(words.map(withoutDiacritics))].map((word) => `"${word}"`).join(' OR ')})`;
  const { rows } = await sql<Candidate>`SELECT ${CANDIDATE_COLUMNS} FROM job_words CROSS JOIN jobs ON jobs.id = job_words.rowid
    WHERE job_words MATCH ${match} AND ${open} ORDER BY job_words.rowid DESC LIMIT ${wanted}`.execute(db);
  return rows;
}

/** Common words are found by walking the ids down, rare ones through the word index (see walkIds). */
async function postgresSkillCandidates(db: Kysely<Database>, words: string[], open: RawBuilder<SqlBool>, wanted: number): Promise<Candidate[]> {
  const query = words.map((word) => `'${word}':B`).join(' | ');
  const coarsest = SAMPLES[SAMPLES.length - 1]!;
  const { rows: sampled } = await sql<{ n: number }>`SELECT count(*) AS n FROM job_samples AS jobs
    WHERE ${sql.raw(samplePredicate(coarsest))} AND jobs.words @@ to_tsquery('simple', ${query})`.execute(db);
  const walk = await walkIds(db, Number(sampled[0]!.n) * coarsest.scale, wanted);
  // Through the index, only the ids are collected and sorted; the columns are read for the newest.
  const { rows } = walk
    ? await sql<Candidate>`SELECT ${CANDIDATE_COLUMNS} FROM jobs WHERE ts_match_vq(jobs.words, to_tsquery('simple', ${query})) AND ${open}
        ORDER BY jobs.id DESC LIMIT ${wanted}`.execute(db)
    : await sql<Candidate>`WITH matched AS MATERIALIZED (SELECT jobs.id FROM jobs WHERE jobs.words @@ to_tsquery('simple', ${query}) AND ${open})
        SELECT ${CANDIDATE_COLUMNS} FROM (SELECT id FROM matched ORDER BY id DESC LIMIT ${wanted}) AS newest JOIN jobs ON jobs.id = newest.id
        ORDER BY jobs.id DESC`.execute(db);
  return rows;
}

/** The newest open jobs with one condition, each through an index kept in id order (migration 0022), or by walking the ids down. */
async function newestWhere(db: Kysely<Database>, condition: RawBuilder<SqlBool>, open: RawBuilder<SqlBool>, limit: number): Promise<Candidate[]> {
  const { rows } = await sql<Candidate>`SELECT ${CANDIDATE_COLUMNS} FROM jobs WHERE ${condition} AND ${open} ORDER BY jobs.id DESC LIMIT ${limit}`.execute(db);
  return rows;
}

function preferenceCandidates(db: Kysely<Database>, { locations, jobTypes, minSalary }: JobPreferences, open: RawBuilder<SqlBool>, wanted: number): Promise<Candidate[]>[] {
  const each = (count: number) => Math.max(10, Math.ceil(wanted / count));
  return [
    ...locations.map((location) => newestWhere(db, sql<SqlBool>`lower(jobs.location) = lower(${location})`, open, each(locations.length))),
    ...jobTypes.map((jobType) => newestWhere(db, sql<SqlBool>`jobs.job_type = ${jobType}`, open, each(jobTypes.length))),
    ...(minSalary === null ? [] : [newestWhere(db, sql<SqlBool>`coalesce(jobs.salary_max, jobs.salary) >= ${minSalary}`, open, wanted)]),
  ];
}

/** The words of the skills as the word index splits them (letters and digits). */
const skillWords = (skills: string[]) => [...new Set(skills.join(' ').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])];

const lowerSet = (values: string[]) => new Set(values.map((value) => value.toLowerCase()));

type Ranked = { id: number; match: SkillMatch | null; reasons: string[]; met: number; createdAt: number };

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

function rank({ skills, preferences }: Student, candidates: Candidate[], applied: Set<number>): Ranked[] {
  const matcher = skillMatcher(skills);
  const locations = lowerSet(preferences.locations);
  const jobTypes = lowerSet(preferences.jobTypes);
  const seen = new Set<number>();
  const ranked: Ranked[] = [];
  for (const job of candidates) {
    const id = Number(job.id);
    if (seen.has(id) || applied.has(id)) continue;
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
    ranked.push({ id, match, reasons: reasonsFor(match, met), met: metCount, createdAt: Date.parse(toIso(job.created_at)) });
  }
  return ranked.sort((a, b) => (b.match?.score ?? 0) - (a.match?.score ?? 0) || b.met - a.met || b.createdAt - a.createdAt || b.id - a.id);
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
  const open = and(baseConditions({ openOn, keywords: [], location: [], jobType: [], experience: [], salary: [], companyId: [] }));
  const [applications, ...found] = await Promise.all([
    db.selectFrom('applications').select('job_id').where('applicant_id', '=', studentId).execute(),
    skillCandidates(db, engine, skillWords(student.skills), open, wanted.skills),
    ...preferenceCandidates(db, student.preferences, open, wanted.preferences),
  ]);
  const best = rank(student, found.flat(), new Set(applications.map((application) => Number(application.job_id)))).slice(0, limit);
  const jobs = new Map((await jobReads.byIds(best.map((job) => job.id), studentId)).map((job: Job) => [Number(job._id), job]));
  return best.flatMap(({ id, match, reasons }) => {
    const job = jobs.get(id);
    return job ? [{ ...job, match, reasons }] : [];
  });
}
