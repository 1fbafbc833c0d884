import { SSR_STATE_ELEMENT_ID } from '../../contract/server-render';
import { jsonDataBlock } from '../json-in-script';

/**
 * A page rendered by the live shell's server build, spliced into the live index.html. Pure
 * string work: the API process never imports app code; its render workers do.
 */
export type RenderedScreen = {
  /** What goes inside #root: the shell's header and the route's screen. */
  html: string;
  /** styled-components' <style> tags: in <head>, so the first paint is styled. */
  styles: string;
  /** JSON of the API answers the screen rendered from: the browser starts from them and fetches none of them again. */
  state: string;
};

// As the template has it, or as the production build minifies it (<div id=root></div>).
const EMPTY_ROOT = /<div id=(["']?)root\1><\/div>/;

/** The page with the screen in it, or the page unchanged if it has no empty #root to fill. */
export function withRenderedScreen(indexHtml: string, screen: RenderedScreen): string {
  if (!EMPTY_ROOT.test(indexHtml) || !indexHtml.includes('</head>')) return indexHtml;
  return indexHtml
    .replace('</head>', () => `${screen.styles}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${screen.html}</div>${jsonDataBlock(SSR_STATE_ELEMENT_ID, screen.state)}`);
}
