import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const absolute = (url: string) => new URL(url, document.baseURI).href;

/** An answer whose body is already read: the runtime reads it with `res.json()`. */
const readAnswer = (manifest: unknown): Response => Object.assign(new Response(), { json: async () => manifest });

/**
 * A manifest fetched and read at once: `res.json()` would otherwise wait for a task of its
 * own, queued behind the page's first render.
 */
async function readEarly(url: string): Promise<Response> {
  return readAnswer(await (await fetch(url)).json());
}

/**
 * Hands the runtime each remote's manifest (a small JSON file) when it first asks, so the
 * first screen waits for no manifest round trip: the ones the server put in the page
 * (`inPage`, by URL) as they are, and the others named in `manifestUrls` fetched as soon as
 * remotes.json is read, while the page's own code still downloads. Each answer is used
 * once; a later load (Retry after a failure) fetches afresh.
 */
export function manifestsFetchedEarly(manifestUrls: string[], inPage: Record<string, unknown> = {}): ModuleFederationRuntimePlugin {
  const early = new Map<string, Promise<Response>>(Object.entries(inPage).map(([url, manifest]) => [absolute(url), Promise.resolve(readAnswer(manifest))]));
  for (const url of manifestUrls) {
    if (early.has(absolute(url))) continue;
    const manifest = readEarly(url);
    // Its failure is reported when the runtime asks for it; one never asked for must not be an unhandled rejection.
    manifest.catch(() => undefined);
    early.set(absolute(url), manifest);
  }
  return {
    name: 'manifests-fetched-early',
    fetch(url) {
      const manifest = early.get(absolute(url));
      early.delete(absolute(url));
      return manifest;
    },
  };
}
