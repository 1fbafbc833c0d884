const fs = require('node:fs');
const path = require('node:path');
const { createTransformer } = require('typescript-plugin-styled-components');

/** Folder → the workspace package its files belong to. */
const owners = new Map();

/** @returns {{ root: string, prefix: string }} the nearest package.json's folder, and its name without the scope */
function ownerOf(folder) {
  if (!owners.has(folder)) {
    const manifest = path.join(folder, 'package.json');
    if (fs.existsSync(manifest)) {
      owners.set(folder, { root: folder, prefix: JSON.parse(fs.readFileSync(manifest, 'utf8')).name.split('/').pop() });
    } else if (path.dirname(folder) === folder) {
      throw new Error(`No package.json above ${folder}`);
    } else {
      owners.set(folder, ownerOf(path.dirname(folder)));
    }
  }
  return owners.get(folder);
}

/**
 * A TypeScript transformer giving every styled component a componentId fixed at compile time
 * (typescript-plugin-styled-components). Without one, styled-components names a component after a
 * process-wide creation counter, which depends on what ran before it: the server and the browser
 * (where the shell's components, or a lazily loaded chunk, ran first) named the same element
 * differently (docs/server-rendering-spike.md, "Class names").
 *
 * The id is `<package>-<hash of the component's name, its file's path inside its package and its
 * place in the file>`, both parts taken from the package that owns the file, not from the app
 * compiling it: shared-ui is compiled by every app that bundles it (and by the server renderer),
 * and whichever copy the page runs must give the same names. The plugin hashes the file's path
 * relative to the compiler's `sourceRoot` (the absolute path without one), so that is set to the
 * package's folder, for this transform only (in the compiler options it would also go into the
 * source maps): two checkouts in different folders produce the same ids.
 *
 * @param {object} options
 * @param {boolean} options.displayName name each component after its variable, in React's dev
 *   tools and in its class names (development: a production class name stays short)
 */
module.exports = function styledComponentIds({ displayName }) {
  return (context) => (sourceFile) => {
    const { root, prefix } = ownerOf(path.dirname(sourceFile.fileName));
    const inPackage = Object.create(context, {
      getCompilerOptions: { value: () => ({ ...context.getCompilerOptions(), sourceRoot: root }) },
    });
    return createTransformer({ ssr: true, displayName, componentIdPrefix: prefix })(inPackage)(sourceFile);
  };
};
