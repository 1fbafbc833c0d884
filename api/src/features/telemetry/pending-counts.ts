/** Page views and errors of one release at one route in one minute. `kind`: 'view', or the kind of error. */
export type CountRow = { minute: string; remote: string; version: string; route: string; kind: string; n: number };
/** Web vitals of one release in one minute that fell in the bucket up to `le`. */
export type VitalRow = { minute: string; remote: string; version: string; name: string; le: number; n: number };
export type TakenCounts = { counts: CountRow[]; vitals: VitalRow[] };

/**
 * Rows kept at most while the database cannot take them: each minute adds a few hundred at
 * most (routes x released versions x kinds), so this is an hour or more of an outage.
 */
const MAX_PENDING_ROWS = 50_000;

const keyOf = (...parts: (string | number)[]) => parts.join('\u0000');

/**
 * Counts added up in memory between two writes to the database: every event only adds one
 * to its row, and a write takes all rows at once.
 */
export class PendingCounts {
  private counts = new Map<string, CountRow>();
  private vitals = new Map<string, VitalRow>();

  get size(): number {
    return this.counts.size + this.vitals.size;
  }

  count(row: Omit<CountRow, 'n'>, n = 1): boolean {
    return this.add(this.counts, keyOf(row.minute, row.remote, row.version, row.route, row.kind), row, n);
  }

  observe(row: Omit<VitalRow, 'n'>, n = 1): boolean {
    return this.add(this.vitals, keyOf(row.minute, row.remote, row.version, row.name, row.le), row, n);
  }

  /** Every row, leaving none. */
  take(): TakenCounts {
    const taken = { counts: [...this.counts.values()], vitals: [...this.vitals.values()] };
    this.counts = new Map();
    this.vitals = new Map();
    return taken;
  }

  /** Adds back rows a write could not store, for the next one; false when some were dropped (too many waiting). */
  putBack({ counts, vitals }: TakenCounts): boolean {
    let kept = true;
    for (const { n, ...row } of counts) kept = this.count(row, n) && kept;
    for (const { n, ...row } of vitals) kept = this.observe(row, n) && kept;
    return kept;
  }

  /** False when the row is new and too many wait already. */
  private add<Row extends { n: number }>(rows: Map<string, Row>, key: string, row: Omit<Row, 'n'>, n: number): boolean {
    const existing = rows.get(key);
    if (existing) {
      existing.n += n;
      return true;
    }
    if (this.size >= MAX_PENDING_ROWS) return false;
    rows.set(key, { ...row, n } as Row);
    return true;
  }
}
