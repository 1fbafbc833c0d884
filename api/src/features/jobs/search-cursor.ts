import { badRequest } from '../../http/http-error';

export type SearchCursor = { createdAt: string; id: number };

/** Opaque to clients: the position after the last job of a page (newest first). */
export function encodeCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

export function decodeCursor(raw: string): SearchCursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && !Number.isNaN(Date.parse(createdAt)) && Number.isSafeInteger(id)) {
      return { createdAt: new Date(createdAt).toISOString(), id: id as number };
    }
  } catch {
    // falls through to the 400 below
  }
  throw badRequest('cursor is malformed: pass the nextCursor of the previous page');
}
