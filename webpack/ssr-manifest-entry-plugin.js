const fs = require('node:fs');
const zlib = require('node:zlib');

/**
 * Names a remote's server entry in the mf-manifest.json of its browser build, as
 * `metaData.ssrRemoteEntry` (where the federation runtime on Node and the API's renderer look
 * for it), once the server build has emitted that entry. The browser build has already
 * written the manifest and its precompressed copies: they are rewritten together, since the
 * server sends a .br or .gz sibling when one exists and a stale one would hide the change.
 */
class SsrManifestEntryPlugin {
  /**
   * @param {string} manifestFile the browser build's mf-manifest.json
   * @param {{ path: string, name: string, type: string }} ssrRemoteEntry the server entry: its folder relative to the manifest's, its file name and library type
   */
  constructor(manifestFile, ssrRemoteEntry) {
    this.manifestFile = manifestFile;
    this.ssrRemoteEntry = ssrRemoteEntry;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap(SsrManifestEntryPlugin.name, (compilation) => {
      if (compilation.errors.length > 0) return;
      if (!fs.existsSync(this.manifestFile)) {
        compilation.errors.push(new compiler.webpack.WebpackError(`${this.manifestFile} is missing: run the browser build first`));
        return;
      }
      const manifest = JSON.parse(fs.readFileSync(this.manifestFile, 'utf8'));
      manifest.metaData = { ...manifest.metaData, ssrRemoteEntry: this.ssrRemoteEntry };
      const text = JSON.stringify(manifest, null, 2);
      fs.writeFileSync(this.manifestFile, text);
      this.rewriteCompressed(text);
    });
  }

  rewriteCompressed(text) {
    const gzip = `${this.manifestFile}.gz`;
    const brotli = `${this.manifestFile}.br`;
    if (fs.existsSync(gzip)) fs.writeFileSync(gzip, zlib.gzipSync(text, { level: zlib.constants.Z_BEST_COMPRESSION }));
    if (fs.existsSync(brotli)) {
      fs.writeFileSync(brotli, zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}

module.exports = SsrManifestEntryPlugin;
