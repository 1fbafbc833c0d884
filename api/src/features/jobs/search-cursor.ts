import type { SEARCH_SORTS } from '@portal/contract';
import { badRequest } from '../../http/http-error';

export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * The position after the last job of a page, in the order of its sort:
 * - newest: (created_at, id), both descending;
 * - salary: (salary, created_at, id), all descending;
 * - relevance: within the candidate window, (score, id) descending, with the window's lowest
 *   id (`floor`, null when the window held every match) so later pages rank the same window;
 *   past the window (`below`), the remaining matches by id, descending.
 */
export type SearchCursor =
  | { sort: 'newest'; createdAt: string; id: number }
  | { sort: 'salary'; salary: number; createdAt: string; id: number }
  | { sort: 'relevance'; score: number; id: number; floor: number | null }
  | { sort: 'relevance'; below: number };

/** Opaque to clients. */
export function encodeCursor(cursor: SearchCursor): string {
  const parts =
    cursor.sort === 'newest'
      ? ['n', cursor.createdAt, cursor.id]
      : cursor.sort === 'salary'
        ? ['s', cursor.salary, cursor.createdAt, cursor.id]
        : 'below' in cursor
          ? ['t', cursor.below]
          : ['r', cursor.score, cursor.id, cursor.floor];
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isTime = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function parse(raw: string): SearchCursor | null {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parts)) return null;
  const [kind, a, b, c] = parts as unknown[];
  if (kind === 'n' && isTime(a) && isId(b) && parts.length === 3) return { sort: 'newest', createdAt: new Date(a).toISOString(), id: b };
  if (kind === 's' && isNumber(a) && isTime(b) && isId(c) && parts.length === 4) return { sort: 'salary', salary: a, createdAt: new Date(b).toISOString(), id: c };
  if (kind === 'r' && isNumber(a) && isId(b) && (c === null || isId(c)) && parts.length === 4) return { sort: 'relevance', score: a, id: b, floor: c };
  if (kind === 't' && isId(a) && parts.length === 2) return { sort: 'relevance', below: a };
  return null;
}

/** The cursor of a page of this sort; a 400 naming `cursor` when it is not one. */
export function decodeCursor(raw: string, sort: SearchSort): SearchCursor {
  const cursor = parse(raw);
  if (!cursor) throw badRequest('cursor is malformed: pass the nextCursor of the previous page');
  if (cursor.sort !== sort) throw badRequest(`cursor belongs to another sort than ${sort}: pass the nextCursor of the previous page with the same parameters`);
  return cursor;
}
