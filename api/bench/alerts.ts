import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createNotifier } from '../src/features/notifications/notifier';
import { alertMatcher } from '../src/features/alerts/alert-matcher';
import { alertTerms } from '../src/features/alerts/alert-terms';
import { nowIso } from '../src/db/time';
import { FILLER_WORDS, LOCATIONS, ROLES, SKILLS_BY_ROLE, seededRandom } from '../src/scripts/demo-vocabulary';
import { syntheticOwner } from '../src/scripts/synthetic-owner';
import { createTestDatabase } from '../test/support/test-database';
import { machine, writeSection } from './support/bench-doc';

/**
 * How long a new job takes to be matched against many alerts (the task that runs after a job
 * is posted), on a database holding `--alerts` of them from `--students` students: the match
 * (finding the alerts through alert_terms, then the filters) and the whole task (with the
 * notifications, emails and daily matches it writes), median of `--runs` new jobs.
 *   npm run bench:alerts -- --engine sqlite|postgres --alerts 100000
 */
const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    alerts: { type: 'string', default: '100000' },
    students: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '7' },
  },
});
const engineArg = values.engine === 'postgres' ? 'postgres' : 'sqlite';
const alertCount = Number(values.alerts);
const studentCount = Number(values.students);
const runs = Number(values.runs);
const { next: random, pick } = seededRandom(42);
// Roles, skills and everyday words, and many rarer ones: most alerts ask for words a given job does not have.
const VOCABULARY = [...new Set([...ROLES.flatMap((role) => role.toLowerCase().split(' ')), ...Object.values(SKILLS_BY_ROLE).flat().map((skill) => skill.toLowerCase()), ...FILLER_WORDS, ...Array.from({ length: 400 }, (_, i) => `stack${i}`)])];

async function insertStudentsAndAlerts(db: Awaited<ReturnType<typeof createTestDatabase>>['handle']['db']) {
  const now = nowIso();
  for (let first = 0; first < studentCount; first += 1000) {
    const users = Array.from({ length: Math.min(1000, studentCount - first) }, (_, i) => ({
      fullname: `Student ${first + i}`,
      email: `alert-student-${first + i}@bench.example`,
      phone_number: '0000000000',
      password_hash: '!',
      role: 'student' as const,
      created_at: now,
      updated_at: now,
    }));
    await db.insertInto('users').values(users).execute();
  }
  const { id: firstStudent } = await db.selectFrom('users').select('id').where('email', '=', 'alert-student-0@bench.example').executeTakeFirstOrThrow();
  for (let first = 0; first < alertCount; first += 500) {
    const batch = Array.from({ length: Math.min(500, alertCount - first) }, (_, i) => {
      const keyword = random() < 0.7 ? pick(VOCABULARY) : `${pick(VOCABULARY)} ${pick(VOCABULARY)}`;
      return {
        user_id: Number(firstStudent) + ((first + i) % studentCount),
        keyword,
        term_count: alertTerms(keyword).length,
        location: random() < 0.5 ? pick(LOCATIONS) : null,
        job_type: null,
        salary_min: random() < 0.3 ? Math.floor(random() * 20) : null,
        frequency: random() < 0.2 ? ('instant' as const) : ('daily' as const),
        unsubscribe_token: `bench-${first + i}`,
        created_at: now,
      };
    });
    const rows = await db.insertInto('job_alerts').values(batch).returning(['id', 'keyword']).execute();
    await db.insertInto('alert_terms').values(rows.flatMap((row) => alertTerms(row.keyword).map((term) => ({ alert_id: Number(row.id), term })))).execute();
  }
}

async function main() {
  const database = await createTestDatabase(engineArg);
  const { db } = database.handle;
  const site = { name: 'JobPortal', publicUrl: 'https://jobs.example.com' };
  const match = alertMatcher({ notify: createNotifier(site), site });
  const taskTimes: number[] = [];
  const matched: number[] = [];
  const told: number[] = [];
  try {
    await insertStudentsAndAlerts(db);
    if (engineArg === 'postgres') await sql`ANALYZE`.execute(db);
    const { recruiterId, companyId } = await syntheticOwner(db);
    for (let run = 0; run < runs; run++) {
      const role = ROLES[run % ROLES.length]!;
      const now = nowIso();
      const job = await db
        .insertInto('jobs')
        .values({
          title: role,
          description: `${pick(FILLER_WORDS)} ${pick(FILLER_WORDS)} ${pick(FILLER_WORDS)} with a ${pick(FILLER_WORDS)} team.`,
          requirements: JSON.stringify(SKILLS_BY_ROLE[role]),
          salary: 12,
          location: pick(LOCATIONS),
          job_type: 'Full Time',
          experience: 2,
          position: 1,
          company_id: companyId,
          created_by: recruiterId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const started = process.hrtime.bigint();
      await db.transaction().execute(async (trx) => {
        await match({ jobId: Number(job.id) }, trx);
        taskTimes.push(Number(process.hrtime.bigint() - started) / 1e6);
      });
      const daily = await db.selectFrom('alert_matches').select((eb) => eb.fn.countAll<number>().as('n')).where('job_id', '=', Number(job.id)).executeTakeFirstOrThrow();
      const instant = await db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).where('link', '=', `/description/${job.id}`).executeTakeFirstOrThrow();
      matched.push(Number(daily.n));
      told.push(Number(instant.n));
    }
  } finally {
    await database.handle.close();
    await database.drop();
  }
  const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
  const table = [
    '| engine | alerts | students | instant alerts told per job (median) | daily matches kept per job (median) | task median ms | task max ms |',
    '|---|---|---|---|---|---|---|',
    `| ${engineArg} | ${alertCount.toLocaleString('en')} | ${studentCount.toLocaleString('en')} | ${median(told)} | ${median(matched)} | ${median(taskTimes).toFixed(0)} | ${Math.max(...taskTimes).toFixed(0)} |`,
  ].join('\n');
  console.log(`\n${table}\n`);
  writeSection(
    `bench:alerts:${engineArg}`,
    `## A new job against ${alertCount.toLocaleString('en')} alerts (\`npm run bench:alerts -- --engine ${engineArg}\`), ${new Date().toISOString().slice(0, 10)}

The task a posted job queues, run in-process (${machine()}) for ${runs} new jobs (one per role): it finds the alerts
whose every word the job has through \`alert_terms\`, filters them by location, job type and salary, notifies and
emails the instant ones and keeps the daily ones' matches. The job post's answer never waits for this: it runs after
the commit, from the task outbox.

${table}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
