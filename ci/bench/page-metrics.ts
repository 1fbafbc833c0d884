import type { BrowserContext, Page } from 'playwright-core';

/**
 * Recorded in the page from its first script on: layout shifts and long tasks. Shifts right
 * after a click are left out, as CLS does (hadRecentInput).
 */
const OBSERVERS = `
  window.__metrics = { cls: 0, longTasks: [] };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__metrics.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__metrics.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
`;

export type Throttle = { cpuSlowdown: number; latencyMs: number; downloadMbit: number };

/** The profile of the issue: a 4× slower CPU, 40 ms round trips, 10 Mbit/s down. */
export const SLOW_PROFILE: Throttle = { cpuSlowdown: 4, latencyMs: 40, downloadMbit: 10 };

/**
 * A new page in `context` under `profile`, recording the observers' metrics from its first
 * script. A new context starts with an empty cache: its first visit is a cold one. (The cache
 * stays on, as a visitor's does, so what the page prefetches is not downloaded twice.)
 */
export async function throttledPage(context: BrowserContext, profile: Throttle): Promise<Page> {
  await context.addInitScript(OBSERVERS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downloadMbit * 1024 * 1024) / 8,
    uploadThroughput: (5 * 1024 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  return page;
}

/**
 * Waits (checking every frame) until the page's <main> shows `text`, and returns the moment
 * it first did, in ms since navigation start: the page is usable then.
 */
export async function waitUntilShown(page: Page, text: string): Promise<number> {
  const handle = await page.waitForFunction(
    (expected) => (document.querySelector('main')?.textContent?.includes(expected) ? performance.now() : false),
    text,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * Clicks the page's link to `href` and returns the ms until its <main> shows `text`. With
 * `pointerRestsMs`, the pointer first rests on the link that long, as a user's does.
 */
export async function switchRoute(page: Page, href: string, text: string, pointerRestsMs: number): Promise<number> {
  const selector = `a[href="${href}"]`;
  // A server-rendered page shows its links before React takes them over (its props on the
  // element): a click before then is a whole page load, not a route switch.
  await page.waitForFunction((linkSelector) => Object.keys(document.querySelector(linkSelector) ?? {}).some((key) => key.startsWith('__reactProps')), selector, {
    polling: 'raf',
    timeout: 60_000,
  });
  if (pointerRestsMs > 0) {
    await page.hover(selector);
    await page.waitForTimeout(pointerRestsMs);
  }
  return page.evaluate(
    async ({ selector, text }) => {
      const link = document.querySelector<HTMLAnchorElement>(selector);
      if (!link) throw new Error(`no link ${selector}`);
      const start = performance.now();
      link.click();
      while (!document.querySelector('main')?.textContent?.includes(text)) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return performance.now() - start;
    },
    { selector, text },
  );
}

/** `script`: a JavaScript file downloaded over the network (not one reused from the cache). */
export type Resource = { url: string; startMs: number; endMs: number; script: boolean };

/** Every resource the page requested so far (the document itself excluded), by Resource Timing. */
export function resources(page: Page): Promise<Resource[]> {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const { name, startTime, responseEnd, transferSize } = entry as PerformanceResourceTiming;
      // A script is counted where it came over the network, whoever asked for it: a <script>,
      // or a <link rel="preload"/"prefetch"> whose answer a <script> then reused from the cache.
      const downloadedScript = /\.js$/.test(new URL(name).pathname) && transferSize > 0;
      return { url: name, startMs: startTime, endMs: responseEnd, script: downloadedScript };
    }),
  );
}

export type PageMetrics = { lcpMs: number; cls: number; totalBlockingMs: number };

/**
 * LCP and CLS so far, and the total blocking time: the part beyond 50 ms of each long task
 * that started after the first contentful paint.
 */
export async function readMetrics(page: Page): Promise<PageMetrics> {
  const raw = await page.evaluate(() => ({
    ...(window as unknown as { __metrics: { cls: number; longTasks: [number, number][] } }).__metrics,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  return {
    lcpMs: await largestContentfulPaint(page),
    cls: raw.cls,
    totalBlockingMs: raw.longTasks
      .filter(([start]) => start >= raw.fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
  };
}

/** How long the page is given to report its LCP once it is usable. */
const LCP_REPORTED_WITHIN_MS = 5_000;

/**
 * The page's LCP so far. Its entries reach an observer in a task of their own, which may still
 * be queued when the page is usable: read at once, one visit in about fifty under load had none
 * and counted as 0 ms, pulling the median down. A fresh observer is handed every entry so far,
 * so this waits for that; a page that reports none fails the run.
 */
async function largestContentfulPaint(page: Page): Promise<number> {
  const lcp = await page.evaluate(
    (withinMs) =>
      new Promise<number | null>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          const entries = list.getEntries();
          observer.disconnect();
          resolve(entries[entries.length - 1]!.startTime);
        });
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, withinMs);
      }),
    LCP_REPORTED_WITHIN_MS,
  );
  if (lcp === null) throw new Error(`${page.url()} reported no largest contentful paint within ${LCP_REPORTED_WITHIN_MS} ms of being usable`);
  return lcp;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
