const path = require('node:path');

/** 'react-router-dom/x' → 'react-router-dom', '@reduxjs/toolkit/query' → '@reduxjs/toolkit'. */
const packageOf = (request) => request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');

/**
 * Fails a remote's build when its own code imports a package that it must reach through a
 * shared workspace package instead (CARRIED in shared-singletons.js): the import would
 * bundle a second copy of, say, React Router, without the shell's router around it.
 */
class CarriedImportsPlugin {
  /**
   * @param {string} sourceDir the remote's own sources (packages it depends on are not checked)
   * @param {Record<string, string>} carried package → the workspace package to import it from
   */
  constructor(sourceDir, carried) {
    this.sourceDir = sourceDir + path.sep;
    this.carried = carried;
  }

  apply(compiler) {
    const name = CarriedImportsPlugin.name;
    compiler.hooks.compilation.tap(name, (compilation, { normalModuleFactory }) => {
      normalModuleFactory.hooks.beforeResolve.tap(name, ({ request, contextInfo }) => {
        const via = this.carried[packageOf(request)];
        if (!via || !contextInfo.issuer.startsWith(this.sourceDir)) return;
        const file = path.relative(compiler.context, contextInfo.issuer);
        compilation.errors.push(
          new compiler.webpack.WebpackError(`${file} imports '${request}': import it from '${via}', which shares the shell's copy.`),
        );
      });
    });
  }
}

module.exports = CarriedImportsPlugin;
