const path = require('node:path');

/**
 * An absolute (POSIX) path inside a module's identifier or name: at the start, or after a space,
 * `|` or `!`. Webpack relativizes only the ones that start a `|`- or `!`-separated segment; the
 * federation plugin's own modules put theirs after a space ("provide module (default)
 * react@19.2.0 = /…/node_modules/react/index.js"). One ending in `/` is a regular expression.
 */
const ABSOLUTE_PATH = /(?<=^|[\s|!])\/[^\s|!]*/g;

/**
 * `text` with every absolute path in it written relative to `context`, as webpack writes a
 * request ('./src/x.ts', '../node_modules/react/index.js'): what two checkouts in different
 * folders have in common.
 *
 * @param {string} context
 * @param {string} text
 */
module.exports = function relativePaths(context, text) {
  return text.replace(ABSOLUTE_PATH, (absolute) => {
    if (absolute.endsWith('/')) return absolute;
    const relative = path.posix.relative(context, absolute);
    return relative.startsWith('../') ? relative : `./${relative}`;
  });
};
