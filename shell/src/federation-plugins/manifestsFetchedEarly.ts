import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const absolute = (url: string) => new URL(url, document.baseURI).href;

/**
 * A manifest fetched and read at once, handed over as an answer whose body is already read:
 * the runtime reads one with `res.json()`, which otherwise waits for a task of its own,
 * queued behind the page's first render.
 */
async function readEarly(url: string): Promise<Response> {
  const manifest: unknown = await (await fetch(url)).json();
  return Object.assign(new Response(), { json: async () => manifest });
}

/**
 * Fetches every remote's manifest (a small JSON file) as soon as remotes.json is read, while
 * the page's own code still downloads, and hands that answer to the runtime when it first
 * asks: the first screen waits for no manifest round trip. Each answer is used once; a later
 * load (Retry after a failure) fetches afresh.
 */
export function manifestsFetchedEarly(manifestUrls: string[]): ModuleFederationRuntimePlugin {
  const early = new Map(
    manifestUrls.map((url) => {
      const manifest = readEarly(url);
      // Its failure is reported when the runtime asks for it; one never asked for must not be an unhandled rejection.
      manifest.catch(() => undefined);
      return [absolute(url), manifest];
    }),
  );
  return {
    name: 'manifests-fetched-early',
    fetch(url) {
      const manifest = early.get(absolute(url));
      early.delete(absolute(url));
      return manifest;
    },
  };
}
