const path = require('node:path');

/**
 * A remote's federation `exposes`, read from the one list of its screens,
 * `src/exposed-screens.json` (screen name → file under src/), which its standalone page reads
 * too and the shell's tests check its route table against.
 *
 * @param {string} dir the remote's package folder
 * @returns {Record<string, string>} './<Screen>' → './src/<file>'
 */
module.exports = function exposedScreens(dir) {
  const screens = require(path.join(dir, 'src/exposed-screens.json'));
  return Object.fromEntries(Object.entries(screens).map(([screen, file]) => [`./${screen}`, `./src/${file}`]));
};
