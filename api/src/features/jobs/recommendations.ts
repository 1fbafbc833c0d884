import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { formatSalary, RecommendedJobSchema, skillMatcher, type JobPreferences, type Job, type SkillMatch } from '@portal/contract';
import { CompiledShapes } from '../../db/compiled-shapes';
import type { Database, Engine } from '../../db/schema';
import { jobPreferencesOf } from '../users/user-serializer';
import type { JobReads } from './job-reads';
import { armReader, preferenceArms, skillArm, type Candidate, type CandidateList } from './recommendation-arms';

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

type Met = { location: string | null; jobType: string | null; salary: Candidate['salary'] | null };
type Ranked = { job: Candidate; score: number; metCount: number };

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

/**
 * The best `limit` candidates the student has not applied to, with the match and reasons of
 * each: ranked on the count of requirements met (RequirementMatches), matched in full and worded
 * for those shown only.
 */
function rank({ skills, preferences }: Student, lists: CandidateList[], applied: Set<number>, limit: number) {
  const locations = lowerSet(preferences.locations);
  const jobTypes = lowerSet(preferences.jobTypes);
  const inLocation = (job: Candidate) => locations.has(job.locationKey);
  const ofJobType = (job: Candidate) => jobTypes.has(job.jobTypeKey);
  // A range meets the wish when its top reaches it.
  const paysEnough = (job: Candidate) => preferences.minSalary !== null && (job.salary.salaryMax ?? job.salary.salary) >= preferences.minSalary;
  const met = (job: Candidate): Met => ({
    location: inLocation(job) ? job.location : null,
    jobType: ofJobType(job) ? job.job_type : null,
    salary: paysEnough(job) ? job.salary : null,
  });
  const seen = new Set<number>();
  const ranked: Ranked[] = [];
  for (const { jobs, matches } of lists) {
    const counts = matches.counts(skills);
    for (let i = 0; i < jobs.length; i++) {
      const job = jobs[i]!;
      if (seen.has(job.id) || applied.has(job.id)) continue;
      seen.add(job.id);
      const score = job.requirements.length === 0 ? 0 : Math.round((100 * counts[i]!) / job.requirements.length);
      const metCount = Number(inLocation(job)) + Number(ofJobType(job)) + Number(paysEnough(job));
      if (score > 0 || metCount > 0) ranked.push({ job, score, metCount });
    }
  }
  ranked.sort((a, b) => b.score - a.score || b.metCount - a.metCount || b.job.id - a.job.id);
  const matcher = skillMatcher(skills);
  return ranked.slice(0, limit).map(({ job }) => {
    const match = matcher(job.requirements);
    return { id: job.id, match, reasons: reasonsFor(match, met(job)) };
  });
}

/** A student's own fields of a recommended job, serialized apart from the job, which is kept serialized (JobReads.jobJson). */
const OwnFieldsSchema = RecommendedJobSchema.pick({ match: true, reasons: true });

/** `objectJson`'s members followed by `membersJson`'s: both are JSON objects, the second not empty. */
const withMembers = (objectJson: string, membersJson: string) => `${objectJson.slice(0, -1)},${membersJson.slice(1)}`;

type StudentRow = { skills: string; preferred_locations: string; preferred_job_types: string; min_salary: number | null; applied: string | null };

/**
 * The open jobs recommended to a student: ranked by skill match, then by how many of their
 * preferences a job meets, then newest. Ranking every open job would read them all, so the
 * candidates are the newest jobs sharing a word with the student's skills (the word index) and
 * the newest of each preferred location and job type and paying enough (indexes in id order),
 * ranked in memory. Those candidates are the same for every student and kept with the public
 * reads (recommendation-arms.ts); the ranking and the leaving out of jobs applied to are the
 * student's own, made on every request.
 */
export function recommendations(db: Kysely<Database>, engine: Engine, jobReads: JobReads) {
  // The student and the jobs they applied to (whatever became of the application), in one read.
  const appliedIds = engine === 'postgres' ? sql<string | null>`(SELECT string_agg(job_id::text, ',') FROM applications WHERE applicant_id = users.id)` : sql<string | null>`(SELECT group_concat(job_id, ',') FROM applications WHERE applicant_id = users.id)`;
  const students = new CompiledShapes<number, StudentRow>(([studentId]) =>
    db
      .selectFrom('users')
      .select(['skills', 'preferred_locations', 'preferred_job_types', 'min_salary', appliedIds.as('applied')])
      .where('id', '=', studentId!),
  );

  async function recommendedJobs(studentId: number, limit: number, openOn: string) {
    const [row] = (await db.executeQuery(students.query([studentId]))).rows;
    if (!row) return [];
    const student: Student = { skills: JSON.parse(row.skills) as string[], preferences: jobPreferencesOf(row) };
    const applied = new Set((row.applied ?? '').split(',').filter(Boolean).map(Number));
    const wanted = candidatesFor(limit);
    const skills = skillArm(db, engine, skillWords(student.skills), openOn, wanted.skills);
    const lists = await armReader(db, jobReads, openOn)([...(skills ? [skills] : []), ...preferenceArms(student.preferences, openOn, wanted.preferences)]);
    const best = rank(student, lists, applied, limit);
    // None of them was applied to, so none carries an application of the student's to look up.
    const jobs = new Map((await jobReads.byIds(best.map((job) => job.id), null)).map((job: Job) => [Number(job._id), job]));
    return best.flatMap(({ id, match, reasons }) => {
      const job = jobs.get(id);
      return job ? [{ job, match, reasons }] : [];
    });
  }

  return {
    /**
     * `GET /job/recommended` answered, as JSON: each job as kept serialized, with the student's
     * match and reasons serialized on their own and added to it.
     */
    async answer(studentId: number, limit: number, openOn: string): Promise<string> {
      const jobs = (await recommendedJobs(studentId, limit, openOn)).map(({ job, match, reasons }) =>
        withMembers(jobReads.jobJson(job), JSON.stringify(z.encode(OwnFieldsSchema, { match, reasons }))),
      );
      return `{"success":true,"jobs":[${jobs.join(',')}]}`;
    },
  };
}
