/** One part of the site as GET /api/v1/platform/releases answers it (contract/src/platform.ts). */
export type PlatformRelease = {
  name: string;
  live: { version: string; since: string };
  canary: { version: string; percent: number; since: string } | null;
  history: { action: string; version: string; percent?: number; reason?: string; at: string }[];
  stats: { version: string; views: number; errors: number; errorRate: number; lcpP75: number | null; inpP75: number | null; clsP75: number | null }[];
};

/** How many of the latest actions the status shows per part; the API answers them all. */
const RECENT_ACTIONS = 5;

const when = (iso: string) => (iso ? iso.slice(0, 16).replace('T', ' ') : 'unknown');
const ms = (value: number | null) => (value === null ? '-' : `${Math.round(value)} ms`);

/** Columns padded to their widest cell: numbers to the right, text to the left. */
export function table(rows: string[][], numeric: boolean[]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => (numeric[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ').trimEnd());
}

/** The releases as a terminal shows them: for each part, live and canary, each version's last hour, the latest actions. */
export function statusText(releases: PlatformRelease[]): string {
  if (releases.length === 0) return 'Nothing is released on this site.\n';
  const blocks = releases.map(({ name, live, canary, history, stats }) => {
    const lines = [`${name}`, `  live    ${live.version}  since ${when(live.since)}`];
    lines.push(canary ? `  canary  ${canary.version}  ${canary.percent}% of visitors  since ${when(canary.since)}` : '  canary  none');
    const role = (version: string) => (version === live.version ? 'live' : version === canary?.version ? 'canary' : '');
    const figures = stats.map((row) => [row.version, role(row.version), String(row.views), String(row.errors), `${(row.errorRate * 100).toFixed(1)}%`, ms(row.lcpP75), ms(row.inpP75), row.clsP75 === null ? '-' : row.clsP75.toFixed(2)]);
    if (figures.length === 0) lines.push('  last hour: no telemetry');
    else {
      lines.push('  last hour:');
      const header = ['version', '', 'views', 'errors', 'error rate', 'LCP p75', 'INP p75', 'CLS p75'];
      lines.push(...table([header, ...figures], [false, false, true, true, true, true, true, true]).map((line) => `    ${line}`));
    }
    const recent = history.slice(-RECENT_ACTIONS).reverse();
    if (recent.length > 0) {
      lines.push(`  latest actions (of ${history.length}):`);
      const actions = recent.map((entry) => [when(entry.at), entry.action, entry.version, entry.percent === undefined ? '' : `${entry.percent}%`, entry.reason ?? '']);
      lines.push(...table(actions, [false, false, false, true, false]).map((line) => `    ${line}`));
    }
    return lines.join('\n');
  });
  return `${blocks.join('\n\n')}\n`;
}
