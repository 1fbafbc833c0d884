import { z } from 'zod';
import { notFound } from './http-error';

/** Route ids are digit strings; anything else names nothing, so it is a 404 rather than a 400. */
export function parseId(raw: string, what: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw notFound(`${what} not found.`);
  return Number(raw);
}

export const IdParam = (name: string) => z.object({ [name]: z.string().max(64) });
