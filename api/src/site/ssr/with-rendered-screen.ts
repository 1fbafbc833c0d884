import { SSR_STATE_ELEMENT_ID } from '@portal/site/server-render';
import { jsonDataBlock } from '../json-in-script';

/**
 * A page rendered by the live shell's server build, spliced into the live index.html. Pure
 * string and byte work: the API process never imports app code; its render workers do.
 */
export type RenderedScreen = {
  /** What goes inside #root: the shell's header and the route's screen. */
  html: string;
  /** styled-components' <style> tags: in <head>, so the first paint is styled. */
  styles: string;
  /**
   * JSON of the API answers the screen rendered from: the browser starts from them, fetches none
   * of them again and takes the markup over. Null when the markup is for readers without
   * JavaScript only (the route's screen could not be rendered here): the browser renders the page.
   */
  state: string | null;
};

/**
 * A rendered screen as it goes into every page that shows it: the bytes at the end of <head>
 * and the bytes in place of the empty #root, made once per render (its data escaped, its text
 * encoded) so that a view from the page store only joins them to the page around them.
 */
export type ScreenInPage = {
  /** The styles, and the hold on the first paint when the page has data to hydrate from. */
  inHead: Buffer;
  /** #root with the markup in it, then the data block. */
  inRoot: Buffer;
};

/**
 * Holds the first paint until the data block after #root is parsed, so the screen in #root is
 * whole. A browser paints what it has parsed when the network stalls, and the rest of the screen
 * arriving then moves what was painted: the header's links jump aside for its Login button, a
 * chip widens for its count. (Not #root itself: Chromium stops waiting once the awaited element
 * is inserted, at its opening tag. Browsers without rel=expect paint as before.)
 */
const PAINT_WHOLE_SCREEN = `<link rel="expect" href="#${SSR_STATE_ELEMENT_ID}" blocking="render">`;

// As the template has it, or as the production build minifies it (<div id=root></div>).
const EMPTY_ROOT = /<div id=(["']?)root\1><\/div>/;
const HEAD_END = '</head>';

export function screenInPage({ html, styles, state }: RenderedScreen): ScreenInPage {
  return {
    inHead: Buffer.from(state === null ? styles : `${styles}${PAINT_WHOLE_SCREEN}`),
    inRoot: Buffer.from(`<div id="root">${html}</div>${state === null ? '' : jsonDataBlock(SSR_STATE_ELEMENT_ID, state)}`),
  };
}

/** The page with the screen in it, or the page unchanged if it has no empty #root after its head to fill. */
export function withRenderedScreen(indexHtml: string, screen: ScreenInPage): Buffer | string {
  const headEnd = indexHtml.indexOf(HEAD_END);
  const root = EMPTY_ROOT.exec(indexHtml);
  if (headEnd < 0 || !root || root.index < headEnd) return indexHtml;
  return Buffer.concat([
    Buffer.from(indexHtml.slice(0, headEnd)),
    screen.inHead,
    Buffer.from(indexHtml.slice(headEnd, root.index)),
    screen.inRoot,
    Buffer.from(indexHtml.slice(root.index + root[0].length)),
  ]);
}
