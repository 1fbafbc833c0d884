import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error';

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/**
 * Lets through only requests that send `Authorization: Bearer <token>`. The digests are
 * compared in constant time, and are of one length whatever was sent, so neither the time
 * taken nor a length check tells how much of a guess was right.
 */
export function requirePlatformToken(token: string) {
  const expected = digest(token);
  return async (request: FastifyRequest) => {
    const sent = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
    if (sent === undefined || !crypto.timingSafeEqual(digest(sent), expected)) {
      throw new HttpError(401, 'The platform API needs Authorization: Bearer <PLATFORM_TOKEN>.', { 'WWW-Authenticate': 'Bearer' });
    }
  };
}
