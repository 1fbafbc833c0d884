/**
 * The federation plugin's `manifest.additionalData`: its mf-stats.json lists, for each shared
 * package and remote, the exposed modules that use it (`usedIn`), in the order the build
 * happened to reach them, which varied between two builds of the same sources. These lists are
 * sets, so they are sorted; mf-manifest.json is generated from the sorted stats.
 *
 * @param {{ stats: { shared?: { usedIn?: string[] }[], remotes?: { usedIn?: string[] }[] } }} options
 */
module.exports = function stableManifestOrder({ stats }) {
  for (const item of [...(stats.shared ?? []), ...(stats.remotes ?? [])]) {
    item.usedIn?.sort();
  }
  return stats;
};
