import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_HINT_COOKIE } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { CompiledShapes } from '../db/compiled-shapes';
import { nowIso } from '../db/time';
import { forbidden, unauthenticated } from './http-error';
import { SESSION_COOKIE, SESSION_SECONDS, isDueForRenewal, type Session, type SessionTokens } from './session';
import { addVary } from './vary';

export type Viewer = { id: number; role: 'student' | 'recruiter' };

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, once an auth guard has run; null for visitors. */
    viewer: Viewer | null;
    /** An auth guard ran: the answer may depend on the cookie. */
    sessionRead: boolean;
  }
  interface FastifyReply {
    /** Logs the user in: a new session in their current session epoch. */
    startSession(userId: number, epoch: number): FastifyReply;
    /** Ends the request's session for good (a kept copy of its token is refused) and clears the cookie. */
    endSession(): Promise<void>;
  }
}

type AuthOptions = { db: Kysely<Database>; tokens: SessionTokens };

/**
 * The viewer's user row, unless the session was logged out of or belongs to an ended epoch:
 * one query, compiled once (it runs on every logged-in request). Values: the user id, the
 * token's epoch, then the session id when the token has one (tokens issued before sessions
 * had ids have none).
 */
function viewerQuery(db: Kysely<Database>) {
  return new CompiledShapes<number | string, { id: number; role: Viewer['role'] }>(([userId, epoch, sessionId]) =>
    db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('id', '=', userId as number)
      .where('session_epoch', '=', epoch as number)
      .$if(sessionId !== undefined, (query) =>
        query.where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('ended_sessions').select('session_id').where('session_id', '=', sessionId as string))),
        ),
      ),
  );
}

async function resolveViewer(
  request: FastifyRequest,
  { db, tokens }: AuthOptions,
  viewers: ReturnType<typeof viewerQuery>,
): Promise<{ viewer: Viewer; session: Session } | null> {
  const token = request.cookies[SESSION_COOKIE];
  const session = token ? tokens.verify(token) : null;
  if (!session) return null;
  // The account may have gone since the token was issued, and the session may have been
  // logged out of: both are read from the source.
  const values = session.sessionId === null ? [session.userId, session.epoch] : [session.userId, session.epoch, session.sessionId];
  const [user] = (await db.executeQuery(viewers.query(values))).rows;
  return user ? { viewer: { id: Number(user.id), role: user.role }, session } : null;
}

/**
 * Records that the request's session has ended, so its token is refused from now on even
 * if a copy of it is kept; entries for tokens past their expiry are dropped on the way.
 */
async function endSessionOf(request: FastifyRequest, { db, tokens }: AuthOptions): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  const session = token ? tokens.verify(token) : null;
  if (!session?.sessionId) return;
  const now = nowIso();
  await db.deleteFrom('ended_sessions').where('expires_at', '<', now).execute();
  // Kept as long as the newest token of this session can live: a renewal may have issued one
  // that outlives the token logging out.
  const lastExpiry = new Date(Date.now() + SESSION_SECONDS * 1000).toISOString();
  await db
    .insertInto('ended_sessions')
    .values({ session_id: session.sessionId, expires_at: lastExpiry })
    .onConflict((conflict) => conflict.column('session_id').doNothing())
    .execute();
}

const sessionCookieOptions = (reply: FastifyReply) => ({ httpOnly: true, sameSite: 'strict' as const, secure: reply.request.protocol === 'https', path: '/' });
// Read by the page's scripts and worth nothing to anyone else: lax, so a page opened from a link
// on another site (which gets no session cookie with its HTML) still knows to ask.
const hintCookieOptions = (reply: FastifyReply) => ({ httpOnly: false, sameSite: 'lax' as const, secure: reply.request.protocol === 'https', path: '/' });

/** Sets the session's cookie and, for as long, its hint (SESSION_HINT_COOKIE) for the page's scripts. */
function keepSession(reply: FastifyReply, token: string): FastifyReply {
  reply.setCookie(SESSION_COOKIE, token, { ...sessionCookieOptions(reply), maxAge: SESSION_SECONDS });
  return reply.setCookie(SESSION_HINT_COOKIE, '1', { ...hintCookieOptions(reply), maxAge: SESSION_SECONDS });
}

/** Clears the session's cookie and its hint. */
export function clearSessionCookies(reply: FastifyReply): FastifyReply {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(reply));
  return reply.clearCookie(SESSION_HINT_COOKIE, hintCookieOptions(reply));
}

/**
 * Keeps the hint in step with the session the request was read with: set for a session that
 * has none (logged in before the hint existed), for the rest of the token's life; cleared when
 * there is no session any more, so the page stops asking. Only where a page confirms its
 * session (GET /user/me): a client that keeps no cookies would otherwise get a Set-Cookie with
 * every answer, and a browser holding a stale hint or a session without one asks there anyway.
 */
function alignHint(request: FastifyRequest, reply: FastifyReply, session: Session | null): void {
  const hinted = request.cookies[SESSION_HINT_COOKIE] !== undefined;
  if (session && !hinted) {
    const secondsLeft = Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
    reply.setCookie(SESSION_HINT_COOKIE, '1', { ...hintCookieOptions(reply), maxAge: secondsLeft });
  } else if (!session && hinted) {
    reply.clearCookie(SESSION_HINT_COOKIE, hintCookieOptions(reply));
  }
}

export const auth = fp<AuthOptions>(async function authPlugin(app: FastifyInstance, options) {
  app.decorateRequest('viewer', null);
  app.decorateRequest('sessionRead', false);
  const viewers = viewerQuery(options.db);
  const readViewer = async (request: FastifyRequest, reply: FastifyReply, { confirming = false } = {}) => {
    request.sessionRead = true;
    const resolved = await resolveViewer(request, options, viewers);
    request.viewer = resolved?.viewer ?? null;
    if (resolved && isDueForRenewal(resolved.session)) {
      keepSession(reply, options.tokens.issue(resolved.viewer.id, resolved.session.epoch, resolved.session.sessionId!));
    } else if (confirming) {
      alignHint(request, reply, resolved?.session ?? null);
    }
  };

  // A shared cache (a CDN, a company proxy) must never hand one user's answer to another:
  // answers that read the cookie vary by it, and those for a logged-in user are private.
  app.addHook('onSend', async (request, reply) => {
    if (!request.sessionRead) return;
    addVary(reply, 'Cookie');
    if (request.viewer && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'private, no-cache');
  });

  app.decorateReply('startSession', function startSession(this: FastifyReply, userId: number, epoch: number) {
    return keepSession(this, options.tokens.issue(userId, epoch));
  });

  app.decorateReply('endSession', async function endSession(this: FastifyReply) {
    await endSessionOf(this.request, options);
    clearSessionCookies(this);
  });

  app.decorate('guards', {
    /** Reads the session if there is one; never refuses (public routes personalise with it). */
    optionalUser: readViewer,
    async requireUser(request: FastifyRequest, reply: FastifyReply) {
      await readViewer(request, reply);
      if (!request.viewer) throw unauthenticated();
    },
    /** requireUser for the page's question "who is logged in?": also keeps the session hint in step. */
    async confirmUser(request: FastifyRequest, reply: FastifyReply) {
      await readViewer(request, reply, { confirming: true });
      if (!request.viewer) throw unauthenticated();
    },
    async requireStudent(request: FastifyRequest, reply: FastifyReply) {
      await readViewer(request, reply);
      if (!request.viewer) throw unauthenticated();
      if (request.viewer.role !== 'student') throw forbidden('Only students can do this.');
    },
    async requireRecruiter(request: FastifyRequest, reply: FastifyReply) {
      await readViewer(request, reply);
      if (!request.viewer) throw unauthenticated();
      if (request.viewer.role !== 'recruiter') throw forbidden('Only recruiters can do this.');
    },
  });
});

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    guards: { optionalUser: Guard; requireUser: Guard; confirmUser: Guard; requireStudent: Guard; requireRecruiter: Guard };
  }
}

/** The viewer inside a handler behind a requiring guard. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthenticated();
  return request.viewer;
}
