import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values the log shows: search words, filters and paging, which help
 * reading a log and are secret to nobody. Every other value is logged as [redacted], because
 * links carry secrets in their query (password reset and alert unsubscribe tokens, and whatever
 * a later link carries): a parameter missing here costs a less telling log line, never a leak.
 */
const SHOWN_PARAMETERS = new Set([
  'keyword',
  'q',
  'location',
  'jobType',
  'experience',
  'experienceMax',
  'salary',
  'salaryMin',
  'salaryMax',
  'companyId',
  'industry',
  'sort',
  'facets',
  'limit',
  'cursor',
  'w',
  'tab',
  'stage',
  'status',
]);

const REDACTED = '[redacted]';

const parameterName = (raw: string) => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
};

/** A request URL as the log may show it: its path, and its query with every value not known to be harmless redacted. */
export function loggedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equalsAt = pair.indexOf('=');
      const name = equalsAt === -1 ? pair : pair.slice(0, equalsAt);
      if (SHOWN_PARAMETERS.has(parameterName(name))) return pair;
      // A part with no "=" may be a bare secret (a token as the whole query).
      return equalsAt === -1 ? REDACTED : `${name}=${REDACTED}`;
    });
  return `${url.slice(0, queryAt)}?${query.join('&')}`;
}

/**
 * Pino serializers for the app's logger: Fastify's request fields with the URL redacted, and
 * the same for a `url` any log line carries (the server renderer's warnings name the page).
 */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  url: (url: unknown) => (typeof url === 'string' ? loggedUrl(url) : url),
};
