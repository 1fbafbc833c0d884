import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createSigner, createVerifier } from 'fast-jwt';

export const SESSION_COOKIE = 'token';
export const SESSION_SECONDS = 24 * 60 * 60;

export type SessionTokens = {
  issue(userId: number): string;
  /** The user id the token names, or null when it is forged, malformed or expired. */
  verify(token: string): number | null;
};

export function createSessionTokens(secret: string): SessionTokens {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: SESSION_SECONDS * 1000 });
  const decode = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  return {
    issue: (userId) => sign({ sub: String(userId) }),
    verify(token) {
      try {
        const payload = decode(token) as { sub?: unknown };
        const id = typeof payload.sub === 'string' && /^\d{1,15}$/.test(payload.sub) ? Number(payload.sub) : null;
        return id;
      } catch {
        return null;
      }
    },
  };
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
