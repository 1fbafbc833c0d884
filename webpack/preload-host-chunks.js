const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * Names the host's chunks that every page needs at once in its <head>, as preloads: the
 * `startup` chunk (everything behind the async boundary, see host-startup-chunk.js) and axios
 * (the session check is the page's first call). The browser then downloads them while it
 * parses the HTML, beside main.js, instead of after main.js has run and asked for them.
 */
class PreloadHostChunksPlugin {
  constructor(chunkNames) {
    this.chunkNames = chunkNames;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadHostChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadHostChunksPlugin', (data) => {
        const files = this.chunkNames.flatMap((name) => [...(compilation.namedChunks.get(name)?.files ?? [])].filter((file) => file.endsWith('.js')));
        // As webpack's chunk loader asks for them (a script without crossorigin), so the browser uses this download.
        const preloads = files.map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` }));
        return { ...data, headTags: [...data.headTags, ...preloads] };
      });
    });
  }
}

module.exports = PreloadHostChunksPlugin;
