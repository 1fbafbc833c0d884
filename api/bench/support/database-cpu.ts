import pg from 'pg';
import { processCpu } from './process-cpu';

/** How often the backends' CPU is read during a measurement: a backend that exits loses at most this much of its CPU. */
const POLL_MS = 250;

/**
 * CPU used by a PostgreSQL database's server processes (its backends) over a stretch of time,
 * read from /proc by pid (the server runs on this machine). The backends of one database are
 * those pg_stat_activity lists for it, this meter's own connection left out; they are polled
 * while measuring, so a pool's connections that open or close meanwhile are counted too.
 * SQLite runs in the API's own process: there is nothing more to count.
 */
export class DatabaseCpu {
  private client: pg.Client | null = null;
  private readonly seen = new Map<number, { started: number; first: number; last: number }>();
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> = Promise.resolve();

  constructor(private readonly databaseUrl: string | undefined) {}

  /** Starts counting from now. */
  async start(): Promise<void> {
    if (!this.databaseUrl) return;
    if (!this.client) {
      this.client = new pg.Client({ connectionString: this.databaseUrl });
      await this.client.connect();
    }
    this.seen.clear();
    // Backends already there count from now; those that start later count whole.
    for (const pid of await this.backends()) {
      const now = readCpu(pid);
      if (now) this.seen.set(pid, { started: now.started, first: now.cpuMs, last: now.cpuMs });
    }
    this.timer = setInterval(() => (this.polling = this.polling.then(() => this.poll())), POLL_MS);
  }

  /** The backends' CPU since start(), in ms. */
  async stop(): Promise<number> {
    if (!this.databaseUrl) return 0;
    clearInterval(this.timer!);
    await this.polling;
    await this.poll();
    return [...this.seen.values()].reduce((sum, { first, last }) => sum + (last - first), 0);
  }

  async close(): Promise<void> {
    await this.client?.end();
    this.client = null;
  }

  private async poll(): Promise<void> {
    for (const pid of await this.backends()) {
      if (!this.seen.has(pid)) {
        const now = readCpu(pid);
        if (now) this.seen.set(pid, { started: now.started, first: 0, last: now.cpuMs });
      }
    }
    for (const [pid, known] of this.seen) {
      const now = readCpu(pid);
      if (now && now.started === known.started) known.last = now.cpuMs;
    }
  }

  private async backends(): Promise<number[]> {
    const { rows } = await this.client!.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'",
    );
    return rows.map((row) => Number(row.pid));
  }
}

/** A process's CPU so far and its start, or null once it is gone. */
function readCpu(pid: number): { cpuMs: number; started: number } | null {
  try {
    return processCpu(pid);
  } catch {
    return null;
  }
}
