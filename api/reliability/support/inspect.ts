import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { TestDatabase, TestEngine } from '../../test/support/test-database';

/** What the database holds, read directly (not through the API). Ids are strings, as the API sends them. */
export type DatabaseState = {
  users: Map<string, { id: string; role: string }>;
  companies: Map<string, { ownerId: string; name: string }>;
  jobs: Map<string, { companyId: string; createdBy: string; title: string; status: string }>;
  applications: Map<string, { jobId: string; applicantId: string; status: string }>;
  /** Each application's history (application_events), oldest step first; applications without one are absent. */
  events: Map<string, { status: string; message: string | null }[]>;
  /** Broken invariants found by the engine's own checks and by the queries below; empty when all hold. */
  problems: string[];
};

/** Invariants every committed state must satisfy, written once for both engines. */
const INVARIANTS: [string, string][] = [
  ['application without its job', 'SELECT a.id FROM applications a LEFT JOIN jobs j ON j.id = a.job_id WHERE j.id IS NULL'],
  ['application without its applicant', 'SELECT a.id FROM applications a LEFT JOIN users u ON u.id = a.applicant_id WHERE u.id IS NULL'],
  ['job without its company', 'SELECT j.id FROM jobs j LEFT JOIN companies c ON c.id = j.company_id WHERE c.id IS NULL'],
  ['job without its poster', 'SELECT j.id FROM jobs j LEFT JOIN users u ON u.id = j.created_by WHERE u.id IS NULL'],
  ['company without its owner', 'SELECT c.id FROM companies c LEFT JOIN users u ON u.id = c.owner_id WHERE u.id IS NULL'],
  ['two applications of one student to one job', 'SELECT job_id, applicant_id FROM applications GROUP BY job_id, applicant_id HAVING COUNT(*) > 1'],
  ['two accounts with one email', 'SELECT email FROM users GROUP BY email HAVING COUNT(*) > 1'],
  ['two companies of one recruiter with one name', 'SELECT owner_id, name_key FROM companies GROUP BY owner_id, name_key HAVING COUNT(*) > 1'],
  ['application with an unknown status', "SELECT id FROM applications WHERE status NOT IN ('pending', 'shortlisted', 'interview', 'accepted', 'rejected', 'withdrawn')"],
  ['job with an unknown status', "SELECT id FROM jobs WHERE status NOT IN ('open', 'closed')"],
  ['history step without its application', 'SELECT e.id FROM application_events e LEFT JOIN applications a ON a.id = e.application_id WHERE a.id IS NULL'],
  ['application without a history', 'SELECT a.id FROM applications a WHERE NOT EXISTS (SELECT 1 FROM application_events e WHERE e.application_id = a.id)'],
  [
    'history that does not begin with pending',
    `SELECT application_id, status FROM (SELECT application_id, status, ROW_NUMBER() OVER (PARTITION BY application_id ORDER BY id) AS n FROM application_events) s
     WHERE n = 1 AND status <> 'pending'`,
  ],
  [
    "application whose status is not its history's last step",
    `SELECT a.id, a.status, s.status AS last_step FROM applications a
     JOIN (SELECT application_id, status, ROW_NUMBER() OVER (PARTITION BY application_id ORDER BY id DESC) AS n FROM application_events) s ON s.application_id = a.id AND s.n = 1
     WHERE s.status <> a.status`,
  ],
  [
    'history with a step after withdrawn other than applying again (pending)',
    `SELECT application_id, previous, status FROM (SELECT application_id, status, LAG(status) OVER (PARTITION BY application_id ORDER BY id) AS previous FROM application_events) s
     WHERE previous = 'withdrawn' AND status <> 'pending'`,
  ],
  ['application by a recruiter', "SELECT a.id FROM applications a JOIN users u ON u.id = a.applicant_id WHERE u.role <> 'student'"],
  ['job for a company its poster does not own', 'SELECT j.id FROM jobs j JOIN companies c ON c.id = j.company_id WHERE c.owner_id <> j.created_by'],
];

type Rows = Record<string, unknown>[];

/** Every history step, each application's in the order they were written. */
const EVENTS = 'SELECT application_id, status, message FROM application_events ORDER BY application_id, id';

function historiesOf(rows: Rows): DatabaseState['events'] {
  const histories: DatabaseState['events'] = new Map();
  for (const row of rows) {
    const id = String(row.application_id);
    let history = histories.get(id);
    if (!history) histories.set(id, (history = []));
    history.push({ status: String(row.status), message: row.message === null ? null : String(row.message) });
  }
  return histories;
}

function collect(read: (sql: string) => Rows, problems: string[]): DatabaseState {
  for (const [what, sql] of INVARIANTS) {
    const rows = read(sql);
    if (rows.length > 0) problems.push(`${what}: ${JSON.stringify(rows.slice(0, 5))}`);
  }
  const s = (value: unknown) => String(value);
  return {
    users: new Map(read('SELECT id, email, role FROM users').map((r) => [s(r.email), { id: s(r.id), role: s(r.role) }])),
    companies: new Map(read('SELECT id, owner_id, name FROM companies').map((r) => [s(r.id), { ownerId: s(r.owner_id), name: s(r.name) }])),
    jobs: new Map(
      read('SELECT id, company_id, created_by, title, status FROM jobs').map((r) => [
        s(r.id),
        { companyId: s(r.company_id), createdBy: s(r.created_by), title: s(r.title), status: s(r.status) },
      ]),
    ),
    applications: new Map(
      read('SELECT id, job_id, applicant_id, status FROM applications').map((r) => [s(r.id), { jobId: s(r.job_id), applicantId: s(r.applicant_id), status: s(r.status) }]),
    ),
    events: historiesOf(read(EVENTS)),
    problems,
  };
}

/**
 * Reads the database beside a running (or dead) server. SQLite: PRAGMA integrity_check,
 * foreign_key_check and the search index's own integrity check. PostgreSQL: amcheck over
 * every B-tree index and the tables' heaps, no invalid index or unvalidated constraint.
 * Both: the invariants above.
 */
export async function inspectDatabase(engine: TestEngine, database: TestDatabase): Promise<DatabaseState> {
  return engine === 'sqlite' ? inspectSqlite(database.dataDir) : inspectPostgres(database.databaseUrl!);
}

function inspectSqlite(dataDir: string): DatabaseState {
  const sqlite = new SQLite(path.join(dataDir, 'portal.sqlite'), { fileMustExist: true });
  try {
    sqlite.pragma('busy_timeout = 5000');
    const problems: string[] = [];
    const integrity = sqlite.pragma('integrity_check') as { integrity_check: string }[];
    if (integrity.length !== 1 || integrity[0]!.integrity_check !== 'ok') problems.push(`integrity_check: ${JSON.stringify(integrity.slice(0, 5))}`);
    const foreignKeys = sqlite.pragma('foreign_key_check') as unknown[];
    if (foreignKeys.length > 0) problems.push(`foreign_key_check: ${JSON.stringify(foreignKeys.slice(0, 5))}`);
    try {
      // FTS5's own check that the trigram index matches the jobs it indexes.
      sqlite.prepare("INSERT INTO job_search(job_search, rank) VALUES ('integrity-check', 1)").run();
    } catch (error) {
      problems.push(`job_search integrity-check: ${(error as Error).message}`);
    }
    // One snapshot for every read.
    const read = sqlite.transaction(() => collect((sql) => sqlite.prepare(sql).all() as Rows, problems));
    return read.deferred();
  } finally {
    sqlite.close();
  }
}

let warnedNoAmcheck = false;

async function inspectPostgres(databaseUrl: string): Promise<DatabaseState> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const problems: string[] = [];
    const query = async (sql: string) => (await client.query(sql)).rows as Rows;
    const invalid = await query("SELECT indexrelid::regclass AS index FROM pg_index WHERE NOT indisvalid OR NOT indisready");
    if (invalid.length > 0) problems.push(`invalid indexes: ${JSON.stringify(invalid)}`);
    const unvalidated = await query("SELECT conname FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND NOT convalidated");
    if (unvalidated.length > 0) problems.push(`unvalidated constraints: ${JSON.stringify(unvalidated)}`);
    const amcheck = await query("SELECT 1 FROM pg_available_extensions WHERE name = 'amcheck'");
    if (amcheck.length > 0) {
      await query('CREATE EXTENSION IF NOT EXISTS amcheck');
      // Every B-tree index is well-formed and holds every row of its table (heapallindexed).
      await query(`SELECT bt_index_check(c.oid, true) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
                   WHERE am.amname = 'btree' AND c.relnamespace = 'public'::regnamespace`);
      const heap = await query(`SELECT c.relname, v.* FROM pg_class c, LATERAL verify_heapam(c.oid) v
                                WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace`);
      if (heap.length > 0) problems.push(`verify_heapam: ${JSON.stringify(heap.slice(0, 5))}`);
    } else if (!warnedNoAmcheck) {
      warnedNoAmcheck = true;
      console.log('amcheck is not installed on this PostgreSQL server: its index and heap checks are skipped (the invariant queries still run).');
    }
    const tables: Record<string, Rows> = {};
    const reads = [...INVARIANTS.map(([, sql]) => sql), 'SELECT id, email, role FROM users', 'SELECT id, owner_id, name FROM companies',
      'SELECT id, company_id, created_by, title, status FROM jobs', 'SELECT id, job_id, applicant_id, status FROM applications', EVENTS];
    // One snapshot for every read, so the state is consistent even while the server writes.
    await query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    for (const sql of reads) tables[sql] = await query(sql);
    await query('COMMIT');
    return collect((sql) => tables[sql]!, problems);
  } finally {
    await client.end();
  }
}
