// SSR spike only: rewrites a remote's source as it is built, to make the spike's variants (a fix
// proposed for the remote, a "new release") without editing the remote's files.
module.exports = function patchLoader(source) {
  const { patches } = this.getOptions();
  let patched = source;
  for (const { file, search, replace } of patches) {
    if (!this.resourcePath.endsWith(file)) continue;
    if (!patched.includes(search)) this.emitError(new Error(`patch-loader: "${search}" not found in ${file}`));
    patched = patched.replace(search, replace);
  }
  return patched;
};
