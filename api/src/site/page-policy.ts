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

/**
 * The site's pages run scripts and fetch only from their own origin and the remotes'
 * configured origins; read at each page load, so editing remotes.json is enough to move a
 * remote. Styles allow inline because styled-components writes its rules into style tags.
 */
export function pagePolicy(siteDir: string): string {
  const remotes = remoteOrigins(siteDir).join(' ');
  const withRemotes = (sources: string) => (remotes ? `${sources} ${remotes}` : sources);
  return [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")}`,
    `connect-src ${withRemotes("'self'")}`,
    `style-src ${withRemotes("'self' 'unsafe-inline'")}`,
    `img-src ${withRemotes("'self' data: blob:")}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
