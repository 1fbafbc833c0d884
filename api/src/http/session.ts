import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createSigner, createVerifier } from 'fast-jwt';

export const SESSION_COOKIE = 'token';
export const SESSION_SECONDS = 24 * 60 * 60;

/**
 * What a valid token says. Tokens issued before sessions had ids have none: they cannot be
 * ended early one by one. `epoch` is the user's session epoch when it was issued: raising the
 * user's epoch (a password reset or change, a deleted account) ends every token of the old one.
 */
export type Session = { userId: number; sessionId: string | null; epoch: number; expiresAt: Date };

export type SessionTokens = {
  /** A token for a new login, or a fresh day for a login in use (its session id kept, so logging out still ends it). */
  issue(userId: number, epoch: number, sessionId?: string): string;
  /** The session the token names, or null when it is forged, malformed or expired. */
  verify(token: string): Session | null;
};

export function createSessionTokens(secret: string): SessionTokens {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: SESSION_SECONDS * 1000 });
  // No cache of verified tokens: fast-jwt keys it by a SHA-256 of the token, which costs as much
  // as verifying an HS256 signature (profiled under bench:api).
  const decode = createVerifier({ key: secret, algorithms: ['HS256'] });
  return {
    // sid names this one login, so logging out can end it alone (see migration 0004).
    issue: (userId, epoch, sessionId = crypto.randomBytes(16).toString('base64url')) => sign({ sub: String(userId), sid: sessionId, ep: epoch }),
    verify(token) {
      try {
        const payload = decode(token) as { sub?: unknown; sid?: unknown; ep?: unknown; exp?: unknown };
        if (typeof payload.sub !== 'string' || !/^\d{1,15}$/.test(payload.sub) || typeof payload.exp !== 'number') return null;
        const sessionId = typeof payload.sid === 'string' && payload.sid !== '' ? payload.sid : null;
        // Tokens from before epochs existed belong to epoch 0, every user's first.
        const epoch = Number.isSafeInteger(payload.ep) ? (payload.ep as number) : 0;
        return { userId: Number(payload.sub), sessionId, epoch, expiresAt: new Date(payload.exp * 1000) };
      } catch {
        return null;
      }
    },
  };
}

/** A session in use is renewed once past half its lifetime, so someone active is never logged out mid-task. */
export function isDueForRenewal(session: Session, now = Date.now()): boolean {
  return session.sessionId !== null && session.expiresAt.getTime() - now < (SESSION_SECONDS * 1000) / 2;
}

/**
 * The signing secret: JWT_SECRET when set (required when several instances share sessions),
 * otherwise one generated once and kept under DATA_DIR so restarts keep users logged in.
 */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(48).toString('base64url');
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another process wrote it first: use theirs.
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}
