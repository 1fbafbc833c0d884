import { dataBlock, jsonDataBlock } from '../json-in-script';

/**
 * SSR (spike, see docs/server-rendering-spike.md): a screen rendered on the server, as a render
 * worker returns it, spliced into the live index.html. Pure string work: the API process never
 * imports app code; the workers do.
 */
export type RenderedScreen = {
  /** What goes inside #root: the providers' and the screen's markup. */
  html: string;
  /** styled-components' <style> tags: in <head>, so the first paint is styled. */
  styles: string;
  /** JSON of the store's API cache the screen rendered from: the browser starts from it and fetches none of it again. */
  state: string;
  /** The remotes.json the server rendered with: the browser loads these versions, not whatever is live a moment later. */
  remotes: Record<string, string>;
};

export const SSR_STATE_ID = 'ssr-state';
export const SSR_REMOTES_ID = 'ssr-remotes';

// As the template has it, or as the production build minifies it (<div id=root></div>).
const EMPTY_ROOT = /<div id=(["']?)root\1><\/div>/;


/** The page with the screen in it, or the page unchanged if it has no empty #root to fill. */
export function withRenderedScreen(indexHtml: string, screen: RenderedScreen): string {
  if (!EMPTY_ROOT.test(indexHtml) || !indexHtml.includes('</head>')) return indexHtml;
  const data = jsonDataBlock(SSR_STATE_ID, screen.state) + dataBlock(SSR_REMOTES_ID, screen.remotes);
  return indexHtml
    .replace('</head>', () => `${screen.styles}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${screen.html}</div>${data}`);
}
