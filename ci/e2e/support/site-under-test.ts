import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startPortal, type Portal } from './portal';

/** The portal (with `env` added to its environment) and a browser for one spec file: started before its tests, stopped after them. */
export function siteUnderTest(env: Record<string, string> = {}): { readonly portal: Portal; readonly browser: Browser } {
  const site = {} as { portal: Portal; browser: Browser };
  beforeAll(async () => {
    site.portal = await startPortal(env);
    site.browser = await launchBrowser();
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.portal?.stop();
  });
  return site;
}
