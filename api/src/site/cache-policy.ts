/**
 * Files that name other files must be re-checked on every load, so a release (a new
 * remotes.json, manifest or entry) is seen at once; everything they point to carries a
 * content hash in its name and never changes, so it is cached for a year.
 */
const ALWAYS_REVALIDATE = [/\.html$/, /(^|\/)remotes\.json$/, /(^|\/)mf-manifest\.json$/, /(^|\/)mf-stats\.json$/, /(^|\/)remoteEntry\.js$/];

export function cacheControlFor(filePath: string): string {
  return ALWAYS_REVALIDATE.some((pattern) => pattern.test(filePath)) ? 'no-cache' : 'public, max-age=31536000, immutable';
}
