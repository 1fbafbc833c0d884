import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { TestDatabase, TestEngine } from '../../test/support/test-database';

/** A row of mail_outbox, read directly beside a running or dead server (this file only reads). */
export type OutboxRow = { id: number; to: string; subject: string; text: string; attempts: number; sent: boolean };

type Rows = Record<string, unknown>[];

/** Runs one query on the database under test with a connection of its own. */
async function query(engine: TestEngine, database: TestDatabase, sql: string): Promise<Rows> {
  if (engine === 'sqlite') {
    const sqlite = new SQLite(path.join(database.dataDir, 'portal.sqlite'), { fileMustExist: true });
    try {
      sqlite.pragma('busy_timeout = 5000');
      return sqlite.prepare(sql).all() as Rows;
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Rows;
  } finally {
    await client.end();
  }
}

export async function readOutbox(engine: TestEngine, database: TestDatabase): Promise<OutboxRow[]> {
  const rows = await query(engine, database, 'SELECT id, to_address, subject, text_body, attempts, sent_at FROM mail_outbox ORDER BY id');
  return rows.map((row) => ({
    id: Number(row.id),
    to: String(row.to_address),
    subject: String(row.subject),
    text: String(row.text_body),
    attempts: Number(row.attempts),
    sent: row.sent_at !== null,
  }));
}

/**
 * With no API process running: the messages not sent yet, and how many of them had been claimed
 * (by the killed worker: the sink never refuses, so a claimed message is one it was sending, or
 * was about to, when it died). The restarted worker sends those once their lease (MAIL_LEASE_MS) ends.
 */
export async function unsentAtKill(engine: TestEngine, database: TestDatabase): Promise<{ unsent: number; claimed: number }> {
  const rows = await query(engine, database, 'SELECT COUNT(*) AS unsent, SUM(CASE WHEN attempts > 0 THEN 1 ELSE 0 END) AS claimed FROM mail_outbox WHERE sent_at IS NULL');
  return { unsent: Number(rows[0]!.unsent), claimed: Number(rows[0]!.claimed ?? 0) };
}

/** Waits until the outbox has nothing left to send, or the time is up: how long it waited and what is left (the checks name it). */
export async function untilOutboxSent(engine: TestEngine, database: TestDatabase, timeoutMs = 30_000): Promise<{ ms: number; pending: number }> {
  const started = performance.now();
  for (;;) {
    const rows = await query(engine, database, 'SELECT COUNT(*) AS n FROM mail_outbox WHERE sent_at IS NULL');
    const pending = Number(rows[0]!.n);
    if (pending === 0 || performance.now() - started > timeoutMs) return { ms: performance.now() - started, pending };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
