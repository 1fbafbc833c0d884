/**
 * Files that name other files must be re-checked on every load, so a release (a new
 * remotes.json, manifest or entry) is seen at once; everything they point to carries a
 * content hash in its name and never changes, so it is cached for a year. The release
 * histories (releases/<name>.json, see ci/release) change with every release too.
 */
const ALWAYS_REVALIDATE = [
  /\.html$/,
  /(^|\/)remotes\.json$/,
  /(^|\/)mf-manifest\.json$/,
  /(^|\/)mf-stats\.json$/,
  /(^|\/)remoteEntry\.js$/,
  /^releases\//,
];

/** `filePath` may be the precompressed copy sent in place of the file (remoteEntry.js.br): same rule. */
export function cacheControlFor(filePath: string): string {
  const file = filePath.replace(/\.(br|gz)$/, '');
  return ALWAYS_REVALIDATE.some((pattern) => pattern.test(file)) ? 'no-cache' : 'public, max-age=31536000, immutable';
}
