/** The parts of a remote's mf-manifest.json that name a screen's files. */
type Manifest = {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
};

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * The scripts the browser runs to show `screen` of a remote, as URLs: the remote's entry and
 * the screen's own chunks (not its shared modules: the shell provides those). Files are
 * relative to the manifest's folder when the remote was built with publicPath 'auto', as the
 * federation runtime reads them. Empty when the manifest does not expose the screen.
 */
export function screenFiles(manifest: unknown, manifestUrl: string, screen: string): string[] {
  const { metaData, exposes } = (typeof manifest === 'object' && manifest !== null ? manifest : {}) as Manifest;
  const expose = Array.isArray(exposes) ? exposes.find((candidate) => candidate?.name === screen) : undefined;
  const entry = metaData?.remoteEntry;
  if (!expose || typeof entry?.name !== 'string') return [];
  const publicPath = typeof metaData?.publicPath === 'string' && metaData.publicPath !== 'auto' ? metaData.publicPath : manifestUrl.replace(/[^/]*$/, '');
  const base = publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  const entryPath = typeof entry.path === 'string' && entry.path !== '' ? `${entry.path.replace(/\/$/, '')}/` : '';
  return [`${base}${entryPath}${entry.name}`, ...strings(expose.assets?.js?.sync).map((file) => `${base}${file}`)];
}
