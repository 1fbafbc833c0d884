import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { forbidden, unauthenticated } from './http-error';
import { SESSION_COOKIE, SESSION_SECONDS, type SessionTokens } from './session';

export type Viewer = { id: number; role: 'student' | 'recruiter' };

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, once an auth guard has run; null for visitors. */
    viewer: Viewer | null;
  }
  interface FastifyReply {
    startSession(userId: number): FastifyReply;
    endSession(): FastifyReply;
  }
}

type AuthOptions = { db: Kysely<Database>; tokens: SessionTokens };

async function resolveViewer(request: FastifyRequest, { db, tokens }: AuthOptions): Promise<Viewer | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const userId = tokens.verify(token);
  if (userId === null) return null;
  // The account may have gone since the token was issued; its role is read from the source.
  const user = await db.selectFrom('users').select(['id', 'role']).where('id', '=', userId).executeTakeFirst();
  return user ? { id: Number(user.id), role: user.role } : null;
}

export const auth = fp<AuthOptions>(async function authPlugin(app: FastifyInstance, options) {
  app.decorateRequest('viewer', null);

  app.decorateReply('startSession', function startSession(this: FastifyReply, userId: number) {
    return this.setCookie(SESSION_COOKIE, options.tokens.issue(userId), {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.request.protocol === 'https',
      path: '/',
      maxAge: SESSION_SECONDS,
    });
  });

  app.decorateReply('endSession', function endSession(this: FastifyReply) {
    return this.clearCookie(SESSION_COOKIE, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.request.protocol === 'https',
      path: '/',
    });
  });

  app.decorate('guards', {
    /** Reads the session if there is one; never refuses (public routes personalise with it). */
    async optionalUser(request: FastifyRequest) {
      request.viewer = await resolveViewer(request, options);
    },
    async requireUser(request: FastifyRequest) {
      request.viewer = await resolveViewer(request, options);
      if (!request.viewer) throw unauthenticated();
    },
    async requireStudent(request: FastifyRequest) {
      request.viewer = await resolveViewer(request, options);
      if (!request.viewer) throw unauthenticated();
      if (request.viewer.role !== 'student') throw forbidden('Only students can do this.');
    },
    async requireRecruiter(request: FastifyRequest) {
      request.viewer = await resolveViewer(request, options);
      if (!request.viewer) throw unauthenticated();
      if (request.viewer.role !== 'recruiter') throw forbidden('Only recruiters can do this.');
    },
  });
});

type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    guards: { optionalUser: Guard; requireUser: Guard; requireStudent: Guard; requireRecruiter: Guard };
  }
}

/** The viewer inside a handler behind a requiring guard. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthenticated();
  return request.viewer;
}
