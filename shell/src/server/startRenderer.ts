import type { RendererSetup, RenderPageInput, RenderedPage } from '@portal/site/server-render';
import { startServerFederation } from './federation.server';
import { renderPage } from './renderPage';

/** Sets up one site generation's remotes and answers how to render a page with them. */
export function startRenderer({ serverEntries }: RendererSetup): (input: RenderPageInput) => Promise<RenderedPage> {
  startServerFederation(serverEntries);
  const serverRemotes = new Set(Object.keys(serverEntries));
  return (input) => renderPage(input, serverRemotes);
}
