import { sql, type Insertable, type Kysely } from 'kysely';
import type { ApplicationEventsTable, ApplicationStage, Database, Engine } from '../../src/db/schema';

const BATCH = 500;
const DAY_MS = 86_400_000;
/** Applications are spread over this many days before now: a year's range holds them all. */
const SPREAD_DAYS = 180;

type HistoryOptions = {
  count: number;
  /** The jobs the applications go to, round robin; each applicant applies to each at most once. */
  jobIds: number[];
  /** Students who apply: count / jobIds.length of them are needed. */
  applicantIds: number[];
  engine: Engine;
  now?: Date;
};

/**
 * The steps of application `n`, deterministic: a third never answered, a fifth rejected at
 * once, the rest shortlisted, most of those interviewed and a good part of those accepted, each
 * step a few days after the last. Steps that would fall after `now` have not happened yet.
 */
function stepsOf(n: number, now: number): [ApplicationStage, string][] {
  const sent = now - (n % SPREAD_DAYS) * DAY_MS - ((n * 7919) % 86_400) * 1000;
  const kind = n % 20;
  const plan: [ApplicationStage, number][] = [['pending', 0]];
  if (kind >= 6 && kind < 10) plan.push(['rejected', 1 + (n % 5)]);
  if (kind >= 10) plan.push(['shortlisted', 1 + (n % 5)]);
  if (kind >= 11) plan.push(['interview', 1 + (n % 3)]);
  if (kind === 13 || kind === 14) plan.push(['rejected', 2 + (n % 7)]);
  if (kind >= 15) plan.push(['accepted', 2 + (n % 7)]);
  let at = sent;
  const steps: [ApplicationStage, string][] = [];
  for (const [status, days] of plan) {
    at += days * DAY_MS;
    if (at > now) break;
    steps.push([status, new Date(at).toISOString()]);
  }
  return steps;
}

/**
 * `count` applications with their histories (application_events), as a hiring team's moves
 * would write them, in batched transactions. For benchmarks of the analytics: the apply and
 * stage-change paths are measured elsewhere.
 */
export async function insertApplicationHistory(db: Kysely<Database>, { count, jobIds, applicantIds, engine, now = new Date() }: HistoryOptions) {
  for (let start = 0; start < count; start += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => start + i);
    const histories = numbers.map((n) => stepsOf(n, now.getTime()));
    await db.transaction().execute(async (trx) => {
      const rows = numbers.map((n, i) => {
        const steps = histories[i]!;
        const last = steps.at(-1)!;
        return {
          job_id: jobIds[n % jobIds.length]!,
          applicant_id: applicantIds[Math.floor(n / jobIds.length)]!,
          status: last[0],
          created_at: steps[0]![1],
          updated_at: last[1],
          first_response_at: steps[1]?.[1] ?? null,
          last_response_at: steps.length > 1 ? last[1] : null,
        };
      });
      const inserted = await trx.insertInto('applications').values(rows).returning('id').execute();
      const events: Insertable<ApplicationEventsTable>[] = inserted.flatMap((row, i) =>
        histories[i]!.map(([status, at]) => ({ application_id: Number(row.id), status, message: null, created_at: at })),
      );
      await trx.insertInto('application_events').values(events).execute();
    });
  }
  if (engine === 'postgres') await sql`ANALYZE applications, application_events`.execute(db);
}
