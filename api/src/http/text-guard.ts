import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './http-error';

/** The path of the first key or string value holding a NUL character, or null. */
export function findNulCharacter(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    const here = [...path, key];
    if (key.includes('\u0000')) return here;
    const found = findNulCharacter(item, here, depth + 1);
    if (found) return found;
  }
  return null;
}

export const nulMessage = (path: string[]) => `${path.length > 0 ? path.join('.') : 'The request'} must not contain NUL characters`;

/**
 * Text with a NUL character is refused with a 400 naming the field, on every engine:
 * PostgreSQL cannot store it (SQLite can), so letting it through was a 500 on one engine
 * and silently stored on the other. Multipart fields are checked where they are read;
 * query strings are only ever search terms, which the search schema cleans itself.
 */
export const textGuard = fp(async function textGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const found = findNulCharacter(request.body);
    if (found) throw badRequest(nulMessage(found));
  });
});
