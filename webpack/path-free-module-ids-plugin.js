// Webpack's own helpers for deterministic ids: this plugin is its DeterministicModuleIdsPlugin
// with another name per module, so every other module keeps the id it had.
const { assignDeterministicIds, getFullModuleName, getUsedModuleIdsAndModules } = require('webpack/lib/ids/IdHelpers');
const { compareModulesByPreOrderIndexOrIdentifier } = require('webpack/lib/util/comparators');
const relativePaths = require('./relative-paths');

/** As optimization.moduleIds 'deterministic' starts: three digits, more when the modules need them. */
const MAX_LENGTH = 3;

/**
 * Module ids that are the same in every checkout (use with `optimization.moduleIds: false`).
 *
 * A deterministic id is a hash of the module's identifier with its paths made relative, but
 * webpack only finds paths where its own modules put them. The federation plugin's container
 * entry and provided shared modules carry theirs after a space, so their ids, printed in
 * remoteEntry.js and the shell's main.js, changed with the folder a build ran in. Here every
 * absolute path in the name is made relative before it is hashed.
 */
class PathFreeModuleIdsPlugin {
  apply(compiler) {
    const name = PathFreeModuleIdsPlugin.name;
    compiler.hooks.compilation.tap(name, (compilation) => {
      compilation.hooks.moduleIds.tap(name, () => {
        const { context } = compiler;
        const [usedIds, modules] = getUsedModuleIdsAndModules(compilation);
        assignDeterministicIds(
          modules,
          (module) => relativePaths(context, getFullModuleName(module, context, compiler.root)),
          compareModulesByPreOrderIndexOrIdentifier(compilation.moduleGraph),
          (module, id) => {
            const size = usedIds.size;
            usedIds.add(`${id}`);
            if (size === usedIds.size) return false;
            compilation.chunkGraph.setModuleId(module, id);
            return true;
          },
          [10 ** MAX_LENGTH],
          10,
          usedIds.size,
        );
      });
    });
  }
}

module.exports = PathFreeModuleIdsPlugin;
