import type { AnalyticsJobRow } from '@portal/contract';

const HEADER = ['Job ID', 'Job', 'Applications', 'Accepted', 'Median days to first response'];

/**
 * A spreadsheet opening the file would run a cell starting with one of these as a formula
 * (OWASP, "CSV Injection"): a job's title is the recruiter's text, so it is kept as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field as RFC 4180 writes it: quoted, inner quotes doubled, when it holds a comma, a quote or a line break. */
function field(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The per-job table as CSV: a header row, then one row per job, lines ended by CRLF. */
export function analyticsCsv(rows: AnalyticsJobRow[]): string {
  const lines = [HEADER, ...rows.map((row) => [row.jobId, row.title, row.applications, row.accepted, row.medianDaysToFirstResponse])];
  return lines.map((line) => line.map(field).join(',')).join('\r\n') + '\r\n';
}
