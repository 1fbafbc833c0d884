import fs from 'node:fs';
import path from 'node:path';

/** Origins of the remotes named in the site's remotes.json that live on other hosts. */
export function remoteOrigins(siteDir: string): string[] {
  try {
    const config = JSON.parse(fs.readFileSync(path.join(siteDir, 'remotes.json'), 'utf8')) as Record<string, unknown>;
    const origins = Object.values(config)
      .filter((url): url is string => typeof url === 'string' && /^https?:\/\//.test(url))
      .map((url) => new URL(url).origin);
    return [...new Set(origins)];
  } catch {
    return [];
  }
}

// A dev server's hot reload talks over a WebSocket to the origin it serves from.
const socketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

/**
 * The site's pages run scripts and fetch only from their own origin, the remotes' configured
 * origins and REMOTE_OVERRIDE_ORIGINS (`overrideOrigins`: where a tab may load a remote from
 * instead, shell/src/remote-override/); read at each page load, so editing remotes.json is
 * enough to move a remote. Styles allow inline because styled-components writes its rules
 * into style tags.
 */
export function pagePolicy(siteDir: string, overrideOrigins: readonly string[] = []): string {
  const origins = [...new Set([...remoteOrigins(siteDir), ...overrideOrigins])];
  const allowing = (...own: string[]) => [...own, ...origins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${allowing("'self'")}`,
    `connect-src ${[allowing("'self'"), ...overrideOrigins.map(socketOrigin)].join(' ')}`,
    `style-src ${allowing("'self'", "'unsafe-inline'")}`,
    `img-src ${allowing("'self'", 'data:', 'blob:')}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
