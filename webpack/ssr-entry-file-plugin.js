const fs = require('node:fs');
const path = require('node:path');

/**
 * Writes the file that names the shell's server entry, `{ "entry": "<path>" }` (SSR_ENTRY_FILE in
 * @portal/site/server-render), beside the browser build's index.html, once the server
 * build has emitted that content-hashed entry. A release switches it together with the page.
 */
class SsrEntryFilePlugin {
  /**
   * @param {string} entryName the server build's entry
   * @param {string} file where to write (its folder is the one the entry's path is relative to)
   */
  constructor(entryName, file) {
    this.entryName = entryName;
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap(SsrEntryFilePlugin.name, (compilation) => {
      if (compilation.errors.length > 0) return;
      const entryChunk = compilation.entrypoints.get(this.entryName).getEntrypointChunk();
      const [entryFile] = [...entryChunk.files].filter((file) => file.endsWith('.js'));
      const entry = path.relative(path.dirname(this.file), path.join(compilation.outputOptions.path, entryFile)).split(path.sep).join('/');
      fs.writeFileSync(this.file, `${JSON.stringify({ entry })}\n`);
    });
  }
}

module.exports = SsrEntryFilePlugin;
