import path from 'node:path';

/**
 * The decoded path of a request for the site's files or pages, or null when it is not written
 * the one way the site writes its own links: a `.` or `..` segment, an empty one (`//`) or an
 * escape that decodes to either (`/%2e/`, `%2F`). The file server resolves those to another
 * path than the one a check reads, so they are answered 404 rather than resolved (a redirect
 * to what `//host/..` resolves to would be an open redirect).
 */
export function canonicalPath(url: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0]!);
  } catch {
    return null;
  }
  return pathname.startsWith('/') && path.posix.normalize(pathname) === pathname ? pathname : null;
}

// The shell's server/ and each remote release's <version>/server/: the render workers' code and its
// source maps. Any case: a site folder on a case-insensitive disk serves /SERVER/ from server/.
const SERVER_CODE = /^\/(server|remotes\/[^/]+\/[^/]+\/server)(\/|$)/i;

/** Whether a canonical path is server code released beside the browser's, which only the render workers read. */
export const isServerCode = (pathname: string): boolean => SERVER_CODE.test(pathname);

// The release records: the platform's history (canaries, their thresholds, why one was ended).
const RELEASE_RECORDS = /^\/releases(\/|$)/i;

/** Whether a canonical path is a release record, which the site never serves as it is (site-routes.ts answers the shell's live version). */
export const isReleaseRecord = (pathname: string): boolean => RELEASE_RECORDS.test(pathname);
