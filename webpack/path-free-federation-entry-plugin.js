const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** The federation runtime's entry, which the federation plugin writes under <cwd>/node_modules/.federation/. */
const FEDERATION_ENTRY = /[\\/]node_modules[\\/]\.federation[\\/]entry\.[0-9a-f]+\.js$/;
const IMPORT_FROM = /(?<=\bfrom ')[^']+(?=')/g;

/**
 * The federation plugin bundles a generated entry that starts its runtime. It imports the runtime
 * and the runtime plugins by absolute path, and is named after a hash of its text: its name (in
 * module ids, in the server bundles' comments and in the source maps) and its text (in the
 * source maps) changed with the folder a build ran in. This plugin writes the same entry with
 * those imports relative to it, named after a hash of that text, beside the original, and
 * bundles it instead: where it is requested, and where the container entry (remoteEntry.js),
 * whose identifier names it, imports it.
 */
class PathFreeFederationEntryPlugin {
  apply(compiler) {
    const name = PathFreeFederationEntryPlugin.name;
    compiler.hooks.compilation.tap(name, (compilation, { normalModuleFactory }) => {
      compilation.hooks.addEntry.tap(name, (dependency) => {
        if (FEDERATION_ENTRY.test(dependency.injectRuntimeEntry ?? '')) {
          dependency.injectRuntimeEntry = pathFreeCopy(dependency.injectRuntimeEntry);
        }
      });
      normalModuleFactory.hooks.beforeResolve.tap(name, (resolveData) => {
        if (FEDERATION_ENTRY.test(resolveData.request)) resolveData.request = pathFreeCopy(resolveData.request);
      });
    });
  }
}

/** @param {string} entry the federation plugin's entry file @returns {string} the path-free copy's path */
function pathFreeCopy(entry) {
  const folder = path.dirname(entry);
  const text = fs.readFileSync(entry, 'utf8').replace(IMPORT_FROM, (request) => {
    if (!path.isAbsolute(request)) return request;
    const relative = path.relative(folder, request).split(path.sep).join('/');
    return relative.startsWith('../') ? relative : `./${relative}`;
  });
  const hash = crypto.createHash('sha256').update(text).digest('hex').slice(0, 32);
  const copy = path.join(folder, `path-free-entry.${hash}.js`);
  if (!fs.existsSync(copy)) fs.writeFileSync(copy, text);
  return copy;
}

module.exports = PathFreeFederationEntryPlugin;
