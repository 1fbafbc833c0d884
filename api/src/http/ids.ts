import { z } from 'zod';
import { notFound } from './http-error';

/** Route ids are digit strings; anything else names nothing, so it is a 404 rather than a 400. */
export function parseId(raw: string, what: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw notFound(`${what} not found.`);
  return Number(raw);
}

/** Path parameters are checked by parseId, so any text reaches it and a malformed id is a 404. */
export const idParams = <Name extends string>(name: Name) =>
  z.object({ [name]: z.string().describe('Identifier: a string of digits') } as { [key in Name]: z.ZodString });
