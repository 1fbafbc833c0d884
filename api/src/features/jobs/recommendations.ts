import { sql, type Kysely } from 'kysely';
import { formatSalary, skillMatcher, type JobPreferences, type Job, type RecommendedJob, type SkillMatch } from '@portal/contract';
import type { Database, Engine } from '../../db/schema';
import { jobPreferencesOf } from '../users/user-serializer';
import type { JobReads } from './job-reads';
import { armReader, preferenceArms, skillArm, type Candidate } from './recommendation-arms';
import { and, baseConditions } from './search-filters';

/**
 * How many of the newest open jobs are ranked: those sharing a word with the student's skills,
 * and those of the preferred locations, of the job types, and paying enough (each kind). More for
 * a longer list; reading and matching them is most of a request's work.
 */
const candidatesFor = (limit: number) => ({ skills: Math.min(300, Math.max(120, 20 * limit)), preferences: Math.min(100, Math.max(40, 8 * limit)) });
/** At most this many matched skills are named in a reason; the rest are counted. */
const NAMED_SKILLS = 3;

type Student = { skills: string[]; preferences: JobPreferences };

/** The words of the skills as the word index splits them (letters and digits). */
const skillWords = (skills: string[]) => [...new Set(skills.join(' ').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])];

const lowerSet = (values: string[]) => new Set(values.map((value) => value.toLowerCase()));

type Met = { location: string | null; jobType: string | null; salary: Parameters<typeof formatSalary>[0] | null };
type Ranked = { id: number; match: SkillMatch | null; met: Met; metCount: number };

/** Why a job is recommended, as a card shows it: its matched skills, then each preference it meets. */
function reasonsFor(match: SkillMatch | null, met: Met): string[] {
  const reasons: string[] = [];
  if (match && match.matched.length > 0) {
    const named = match.matched.slice(0, NAMED_SKILLS).join(', ');
    const more = match.matched.length - NAMED_SKILLS;
    reasons.push(`Matches ${named}${more > 0 ? ` and ${more} more` : ''}`);
  }
  if (met.location !== null) reasons.push(`In ${met.location}`);
  if (met.jobType !== null) reasons.push(met.jobType);
  if (met.salary !== null) reasons.push(formatSalary(met.salary));
  return reasons;
}

/** The best `limit` candidates the student has not applied to, with the reasons of each (worded for those shown only). */
function rank({ skills, preferences }: Student, candidates: Candidate[], applied: Set<number>, limit: number) {
  const matcher = skillMatcher(skills);
  const locations = lowerSet(preferences.locations);
  const jobTypes = lowerSet(preferences.jobTypes);
  const seen = new Set<number>();
  const ranked: Ranked[] = [];
  for (const job of candidates) {
    if (seen.has(job.id) || applied.has(job.id)) continue;
    seen.add(job.id);
    const match = matcher(job.requirements);
    const salary = { salary: Number(job.salary), salaryMax: job.salary_max === null ? null : Number(job.salary_max) };
    const met: Met = {
      location: locations.has(job.locationKey) ? job.location : null,
      jobType: jobTypes.has(job.jobTypeKey) ? job.job_type : null,
      // A range meets the wish when its top reaches it.
      salary: preferences.minSalary !== null && (salary.salaryMax ?? salary.salary) >= preferences.minSalary ? salary : null,
    };
    const metCount = (met.location === null ? 0 : 1) + (met.jobType === null ? 0 : 1) + (met.salary === null ? 0 : 1);
    if ((match?.score ?? 0) === 0 && metCount === 0) continue;
    ranked.push({ id: job.id, match, met, metCount });
  }
  ranked.sort((a, b) => (b.match?.score ?? 0) - (a.match?.score ?? 0) || b.metCount - a.metCount || b.id - a.id);
  return ranked.slice(0, limit).map(({ id, match, met }) => ({ id, match, reasons: reasonsFor(match, met) }));
}

/**
 * The open jobs recommended to a student: ranked by skill match, then by how many of their
 * preferences a job meets, then newest. Ranking every open job would read them all, so the
 * candidates are the newest jobs sharing a word with the student's skills (the word index) and
 * the newest of each preferred location and job type and paying enough (indexes in id order),
 * ranked in memory. Those candidates are the same for every student and kept with the public
 * reads (recommendation-arms.ts); the ranking and the leaving out of jobs applied to are the
 * student's own, made on every request.
 */
export async function recommendedJobs(
  db: Kysely<Database>,
  engine: Engine,
  jobReads: JobReads,
  studentId: number,
  limit: number,
  openOn: string,
): Promise<RecommendedJob[]> {
  // The student and the jobs they applied to (whatever became of the application), in one read.
  const appliedIds = engine === 'postgres' ? sql<string | null>`(SELECT string_agg(job_id::text, ',') FROM applications WHERE applicant_id = users.id)` : sql<string | null>`(SELECT group_concat(job_id, ',') FROM applications WHERE applicant_id = users.id)`;
  const row = await db
    .selectFrom('users')
    .select(['skills', 'preferred_locations', 'preferred_job_types', 'min_salary', appliedIds.as('applied')])
    .where('id', '=', studentId)
    .executeTakeFirst();
  if (!row) return [];
  const student: Student = { skills: JSON.parse(row.skills) as string[], preferences: jobPreferencesOf(row) };
  const applied = new Set((row.applied ?? '').split(',').filter(Boolean).map(Number));
  const wanted = candidatesFor(limit);
  const open = and(baseConditions({ openOn, keywords: [], location: [], jobType: [], experience: [], salary: [], companyId: [] }));
  const skills = skillArm(db, engine, skillWords(student.skills), open, wanted.skills);
  const lists = await armReader(db, jobReads, openOn)([...(skills ? [skills] : []), ...preferenceArms(student.preferences, open, wanted.preferences)]);
  const candidates = lists.flat();
  const best = rank(student, candidates, applied, limit);
  // None of them was applied to, so none carries an application of the student's to look up.
  const jobs = new Map((await jobReads.byIds(best.map((job) => job.id), null)).map((job: Job) => [Number(job._id), job]));
  return best.flatMap(({ id, match, reasons }) => {
    const job = jobs.get(id);
    return job ? [{ ...job, match, reasons }] : [];
  });
}
