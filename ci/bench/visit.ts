import type { Page } from 'playwright-core';
import { DESKTOP } from '../e2e/support/browser';
import { readMetrics, resources, SLOW_PROFILE, switchRoute, throttledPage, waitUntilShown, type PageMetrics } from './page-metrics';
import { gzipSize } from './script-sizes';
import type { BenchSite, PageSpec, SwitchSpec } from './site-pages';

export type Script = { url: string; gzipBytes: number };

export type PageVisit = PageMetrics & {
  usableMs: number;
  /** Scripts downloaded before the page was usable. */
  scriptsBeforeUsable: Script[];
  /** Requests (the document included) started before the page was usable. */
  requestsBeforeUsable: number;
  /** Every script the page downloaded until it was at rest, in order, repeats included. */
  scriptsAtRest: Script[];
  /** What the federation runtime holds in its share scopes once the page is at rest. */
  shareScopes: ShareScopes;
};

/** Instance name (e.g. 'shell:1.0.0') → shared package → version → which app provided it. */
export type ShareScopes = Record<string, Record<string, Record<string, string>>>;

/**
 * Opens `target` in a fresh context (empty cache, the slow profile) and waits until it is
 * usable, then until the network is quiet; `andThen` runs on the page at rest.
 */
async function coldVisit<T>(site: BenchSite, target: PageSpec, andThen: (page: Page, usableMs: number) => Promise<T>): Promise<T> {
  const context = await site.browser.newContext({
    viewport: DESKTOP,
    ...(target.asRecruiter && { storageState: site.recruiterState }),
  });
  try {
    const page = await throttledPage(context, SLOW_PROFILE);
    // 'commit': the usable moment is watched from the very start of the document.
    await page.goto(site.portal.baseUrl + target.path, { waitUntil: 'commit' });
    const usableMs = await waitUntilShown(page, target.shows);
    await page.waitForLoadState('networkidle');
    return await andThen(page, usableMs);
  } finally {
    await context.close();
  }
}

const readShareScopes = (page: Page): Promise<ShareScopes> =>
  page.evaluate(() => {
    type Provided = Record<string, Record<string, { from: string }>>;
    const share = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, { default?: Provided }> } }).__FEDERATION__?.__SHARE__ ?? {};
    return Object.fromEntries(
      Object.entries(share).map(([instance, scopes]) => [
        instance,
        Object.fromEntries(
          Object.entries(scopes.default ?? {}).map(([pkg, versions]) => [
            pkg,
            Object.fromEntries(Object.entries(versions).map(([version, { from }]) => [version, from])),
          ]),
        ),
      ]),
    );
  });

export function visitPage(site: BenchSite, target: PageSpec): Promise<PageVisit> {
  return coldVisit(site, target, async (page, usableMs) => {
    const loaded = await resources(page);
    const sized = (url: string): Script => ({ url, gzipBytes: gzipSize(site.portal.siteDir, url) });
    return {
      usableMs,
      scriptsBeforeUsable: loaded.filter((resource) => resource.script && resource.endMs <= usableMs).map(({ url }) => sized(url)),
      requestsBeforeUsable: 1 + loaded.filter((resource) => resource.startMs < usableMs).length,
      scriptsAtRest: loaded.filter((resource) => resource.script).map(({ url }) => sized(url)),
      shareScopes: await readShareScopes(page),
      ...(await readMetrics(page)),
    };
  });
}

/** Milliseconds from the click to the other screen showing its text, from a page at rest. */
export function measureSwitch(site: BenchSite, routeSwitch: SwitchSpec): Promise<number> {
  return coldVisit(site, routeSwitch.from, (page) => switchRoute(page, routeSwitch.to, routeSwitch.shows, routeSwitch.pointerRestsMs));
}
