import type { Kysely } from 'kysely';
import { skillMatcher, type SkillMatch } from '@portal/contract';
import type { Database } from '../../db/schema';
import type { Viewer } from '../../http/auth';

/** Adds the viewer's `match` to a job: a student's skill match, nothing for anyone else. */
export type MatchFor = <J extends { requirements: string[] }>(job: J) => J & { match?: SkillMatch | null };

const unchanged: MatchFor = (job) => job;

/**
 * The skill match each job answered to a student carries. The jobs come from reads every viewer
 * shares (kept per instance, rendered into pages); the match is the student's alone, so it is
 * added to copies of them per request: the student's skills read once, matched in memory
 * against every job of the answer.
 */
export function skillMatches(db: Kysely<Database>) {
  return {
    async forViewer(viewer: Viewer | null): Promise<MatchFor> {
      if (viewer?.role !== 'student') return unchanged;
      const row = await db.selectFrom('users').select('skills').where('id', '=', viewer.id).executeTakeFirst();
      const match = skillMatcher(row ? (JSON.parse(row.skills) as string[]) : []);
      return (job) => ({ ...job, match: match(job.requirements) });
    },
  };
}
