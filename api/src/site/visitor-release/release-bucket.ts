import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The first-party cookie holding a browser's bucket: which canaries it gets (README, "Cookies"). */
export const BUCKET_COOKIE = 'bucket';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const BUCKET = /^[A-Za-z0-9_-]{22}$/;

/**
 * The browser's bucket: read from its cookie, or drawn at random and set for a year. Only a page
 * served while a canary runs asks for it, so a site without canaries sets no cookie. httpOnly:
 * no script needs it; SameSite=Lax: a link from elsewhere lands on the same versions.
 */
export function bucketOf(request: FastifyRequest, reply: FastifyReply): string {
  const sent = request.cookies[BUCKET_COOKIE];
  if (sent && BUCKET.test(sent)) return sent;
  const bucket = crypto.randomBytes(16).toString('base64url');
  reply.setCookie(BUCKET_COOKIE, bucket, { httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', path: '/', maxAge: ONE_YEAR_SECONDS });
  return bucket;
}
