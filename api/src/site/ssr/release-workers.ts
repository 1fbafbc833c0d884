import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { SSR_ENTRY_FILE } from '@portal/site/server-render';
import type { LiveSite, ReleaseSnapshot } from '../live-site';
import { remotesOfVariant } from '../visitor-release/canary-choice';
import type { RenderPool } from './render-pool';
import type { SiteGeneration } from './site-generation';

/** The files whose release makes a new generation. */
const GENERATION_FILES = new Set(['remotes.json', SSR_ENTRY_FILE]);

/**
 * Calls `released` when a release switches a generation's file in `siteDir`. Without file
 * events (a system out of watches) the first page starts the new worker, as it would anyway.
 */
function watchReleases(siteDir: string, released: () => void, app: FastifyInstance): fs.FSWatcher | undefined {
  try {
    const watcher = fs.watch(siteDir, (_event, file) => {
      if (file && GENERATION_FILES.has(file)) released();
    });
    watcher.on('error', (error) => app.log.warn({ err: error }, 'releases are no longer watched: a release starts its render worker at its first page'));
    return watcher.unref();
  } catch (error) {
    app.log.warn({ err: error }, 'releases are not watched: a release starts its render worker at its first page');
    return undefined;
  }
}

/**
 * Starts the render workers of what is live (the live remotes' generation and each running
 * canary's, whose first visitors' pages are rendered too) when the server is ready and again
 * whenever a release switches a generation's file: starting a worker takes longer than the
 * render budget, so a worker started by a page would have that page go out unrendered. The pool
 * is closed with the server.
 */
export function startWorkersOnRelease(
  app: FastifyInstance,
  { siteDir, site, generation, pool }: { siteDir: string; site: LiveSite; generation: (release: ReleaseSnapshot) => SiteGeneration | null; pool: RenderPool },
): void {
  const warm = async () => {
    const { released } = await site.release();
    const variants = released ? ['', ...Object.keys(released.canaries)] : [''];
    for (const variant of variants) {
      const live = generation(await site.release((remotes) => remotesOfVariant(remotes, variant)));
      if (live) pool.warm(live);
    }
  };
  let watcher: fs.FSWatcher | undefined;
  app.addHook('onReady', async () => {
    await warm();
    watcher = watchReleases(siteDir, () => void warm().catch((error: unknown) => app.log.warn({ err: error }, 'render worker not started ahead')), app);
  });
  app.addHook('onClose', async () => {
    watcher?.close();
    await pool.close();
  });
}
