/**
 * How every build resolves imports. The workspace packages @portal/contract and @portal/site
 * export their TypeScript under the `source` condition and compiled JavaScript (for the API's
 * built server) as the default; a browser or server bundle compiles the source, so it never
 * depends on their dist/ being built or current. '...' keeps webpack's own conditions.
 */
module.exports = {
  extensions: ['.tsx', '.ts', '.js'],
  conditionNames: ['source', '...'],
};
