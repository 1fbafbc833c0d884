/** Emits fixed files beside the bundle (e.g. the shell's default remotes.json). */
class EmitFilesPlugin {
  /** @param {Record<string, string>} files output path → content */
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(EmitFilesPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: EmitFilesPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [file, content] of Object.entries(this.files)) {
            compilation.emitAsset(file, new sources.RawSource(content));
          }
        },
      );
    });
  }
}

module.exports = EmitFilesPlugin;
