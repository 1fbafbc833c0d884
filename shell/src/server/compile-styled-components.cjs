// SSR spike: the worker's styled components get the componentIds every webpack build gives them
// (webpack/styled-component-ids.js), or their class names would not match the browser's. tsx
// (esbuild) takes no TypeScript transformers, so the workspace files that import
// styled-components are compiled here by TypeScript with that transformer; tsx keeps the rest.
// The real renderer, a webpack build of the shell for Node, needs none of this.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const ts = require('typescript');
const styledComponentIds = require('../../../webpack/styled-component-ids');

const NODE_MODULES = `${path.sep}node_modules${path.sep}`;
const STYLED = /from 'styled-components'/;

/** Call after tsx's register(): the .ts and .tsx loaders it installed handle every other file. */
module.exports = function compileStyledComponents() {
  const compilerOptions = {
    module: ts.ModuleKind.CommonJS,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
    esModuleInterop: true,
    inlineSourceMap: true,
    inlineSources: true,
  };
  // As the server build's webpack mode: production unless NODE_ENV says otherwise.
  const transformers = { before: [styledComponentIds({ displayName: process.env.NODE_ENV === 'development' })] };
  for (const extension of ['.ts', '.tsx']) {
    const tsx = Module._extensions[extension];
    Module._extensions[extension] = (module, filename) => {
      const source = filename.includes(NODE_MODULES) ? '' : fs.readFileSync(filename, 'utf8');
      if (!STYLED.test(source)) return tsx(module, filename);
      module._compile(ts.transpileModule(source, { fileName: filename, compilerOptions, transformers }).outputText, filename);
    };
  }
};
