import type { WebVitalName } from '@portal/contract/telemetry-names';

/** A vital's value as web-vitals reports it (milliseconds, CLS a score, as the API takes them) and when it happened on the page's clock. */
export type VitalSeen = (name: WebVitalName, value: number, at: number) => void;

/**
 * Watches LCP, INP, CLS and TTFB with web-vitals' attribution build, which says when each
 * happened: the paint, the interaction, the largest shift (TTFB is the document's answer, the
 * page's very start). Its 5.2 KB (gzip) are a chunk of their own, fetched by the caller once
 * the page is idle: web-vitals reads the entries buffered before it loaded.
 */
export async function watchWebVitals(seen: VitalSeen): Promise<void> {
  const { onCLS, onINP, onLCP, onTTFB } = await import(/* webpackChunkName: "web-vitals" */ 'web-vitals/attribution');
  onTTFB(({ value }) => seen('TTFB', value, 0));
  onLCP(({ value, attribution }) => seen('LCP', value, attribution.lcpEntry?.startTime ?? value));
  // Without an interaction or a shift to point at, they happened as the value was reported.
  onINP(({ value, attribution }) => seen('INP', value, attribution.interactionTime ?? performance.now()));
  onCLS(({ value, attribution }) => seen('CLS', value, attribution.largestShiftTime ?? performance.now()));
}

/** Runs `task` once the page has loaded and the browser is idle: after everything the visitor waits for. */
export function whenIdleAfterLoad(task: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 5_000 }) : setTimeout(task, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
