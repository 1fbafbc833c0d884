import type { LiveRemotes } from './live-remotes';

/** Origins of the live remotes (as released, every visitor's) that live on other hosts. */
function remoteOrigins(released: LiveRemotes | null): string[] {
  const origins = Object.values(released?.config ?? {})
    .filter((url) => /^https?:\/\//.test(url) && URL.canParse(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

// A dev server's hot reload talks over a WebSocket to the origin it serves from.
const socketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

/**
 * The site's pages run scripts and fetch only from their own origin, the remotes' origins in
 * the page's remotes.json (`released`, so moving a remote takes editing that file alone) and
 * REMOTE_OVERRIDE_ORIGINS (`overrideOrigins`: where a tab may load a remote from instead,
 * shell/src/remote-override/). Styles allow inline because styled-components writes its rules
 * into style tags.
 */
export function pagePolicy(released: LiveRemotes | null, overrideOrigins: readonly string[] = []): string {
  const origins = [...new Set([...remoteOrigins(released), ...overrideOrigins])];
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
