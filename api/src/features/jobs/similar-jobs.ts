import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { SAMPLES, samplePredicate } from './search-samples';
import type { Database, Engine } from '../../db/schema';
import { and, baseConditions } from './search-filters';
import { walkIds } from './search-plan';
import { withoutDiacritics } from './search-words';

/** Words too common in titles and skills to make two jobs alike. */
const STOP_WORDS = new Set(['and', 'the', 'for', 'with', 'from', 'into', 'our', 'you', 'your', 'are', 'was', 'will', 'senior', 'junior', 'lead', 'head', 'sr', 'jr', 'of', 'to', 'in', 'at', 'on', 'or', 'an']);
const MAX_WORDS = 16;
/** The newest this many jobs sharing a word are ranked: same location first, then by how much of the title and skills they share. */
const CANDIDATES = 300;

type Scored = { id: number; score: number; same_location: number | boolean };

/**
 * The newest candidates sharing a title word or a skill: walking the ids down when they are
 * common (estimated from the 1/1024 sample), else collected through the word index.
 */
async function postgresCandidates(db: Kysely<Database>, words: string[], location: string, jobId: number, open: RawBuilder<SqlBool>) {
  const query = words.map((word) => `'${word}':AB`).join(' | ');
  const coarsest = SAMPLES[SAMPLES.length - 1]!;
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM job_samples AS jobs
    WHERE ${sql.raw(samplePredicate(coarsest))} AND jobs.words @@ to_tsquery('simple', ${query})`.execute(db);
  const rank = sql`ts_rank(c.words, to_tsquery('simple', ${query}))::float8 AS score, lower(c.location) = lower(${location}) AS same_location`;
  return (await walkIds(db, Number(rows[0]!.n) * coarsest.scale, CANDIDATES))
    ? sql<Scored>`SELECT c.id, ${rank} FROM (SELECT jobs.id, jobs.words, jobs.location FROM jobs
        WHERE ts_match_vq(jobs.words, to_tsquery('simple', ${query})) AND ${open} AND jobs.id <> ${jobId}
        ORDER BY jobs.id DESC LIMIT ${CANDIDATES}) AS c`
    : sql<Scored>`WITH c AS MATERIALIZED (SELECT jobs.id, jobs.words, jobs.location FROM jobs
        WHERE jobs.words @@ to_tsquery('simple', ${query}) AND ${open} AND jobs.id <> ${jobId})
        SELECT c.id, ${rank} FROM c ORDER BY c.id DESC LIMIT ${CANDIDATES}`;
}

/** FTS5 hands out matches of the title and requirements columns by descending rowid. */
function sqliteCandidates(words: string[], location: string, jobId: number, open: RawBuilder<SqlBool>) {
  const match = `{title requirements} : (${[...new Set(words.map(withoutDiacritics))].map((word) => `"${word}"`).join(' OR ')})`;
  return sql<Scored>`SELECT job_words.rowid AS id, -bm25(job_words, 10.0, 4.0, 0.0, 0.0) AS score, lower(jobs.location) = lower(${location}) AS same_location
    FROM job_words CROSS JOIN jobs ON jobs.id = job_words.rowid
    WHERE job_words MATCH ${match} AND ${open} AND jobs.id <> ${jobId}
    ORDER BY job_words.rowid DESC LIMIT ${CANDIDATES}`;
}

/**
 * Open jobs other than `jobId` that share words of its title or its skills (requirements),
 * those in its location first, then the closest (bm25 / ts_rank over title and requirements),
 * then the newest; `null` when there is no such job.
 */
export async function similarJobIds(db: Kysely<Database>, engine: Engine, jobId: number, limit: number, openOn: string): Promise<number[] | null> {
  const job = await db.selectFrom('jobs').select(['title', 'requirements', 'location']).where('id', '=', jobId).executeTakeFirst();
  if (!job) return null;
  const skills = (JSON.parse(job.requirements) as string[]).join(' ');
  const words = [...new Set(`${job.title} ${skills}`.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])]
    .filter((word) => word.length >= 2 && !STOP_WORDS.has(word))
    .slice(0, MAX_WORDS);
  if (words.length === 0) return [];
  const open = and(baseConditions({ openOn, keywords: [], location: [], jobType: [], experience: [], salary: [], companyId: [] }));
  const query = engine === 'postgres' ? await postgresCandidates(db, words, job.location, jobId, open) : sqliteCandidates(words, job.location, jobId, open);
  const { rows } = await query.execute(db);
  return rows
    .map((row) => ({ id: Number(row.id), score: Number(row.score), same: Boolean(row.same_location) }))
    .sort((a, b) => Number(b.same) - Number(a.same) || b.score - a.score || b.id - a.id)
    .slice(0, limit)
    .map((row) => row.id);
}
