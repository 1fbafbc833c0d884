// `npm run bench:web`: the production build as `npm start` serves it, each page visited cold
// in headless Chromium under the slow profile, RUNS times; medians go to the console
// and to the bench:web section of docs/benchmarks.md. In the same run: the floor (the home
// page's HTML without scripts) and the same builds served with server rendering off.
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { startPortal, type Portal } from '../e2e/support/portal';
import { machine, writeSection } from '../../api/bench/support/bench-doc';
import { writeFloorPage } from './floor-page';
import { median, SLOW_PROFILE } from './page-metrics';
import { addRenders, describeRenders, rendersDuring, type PageRenders } from './page-renders';
import { POINTER_REST_MS, prepareSite, type BenchSite, type PageSpec } from './site-pages';
import { measureSwitch, visitPage, type PageVisit, type Script } from './visit';

// Issue 28 states its LCP target as a median of 9.
const RUNS = 9;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => Math.round(value).toString();
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

async function repeat<T>(what: string, measure: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let run = 1; run <= RUNS; run++) {
    process.stdout.write(`\r${what}: run ${run}/${RUNS}   `);
    results.push(await measure());
  }
  process.stdout.write('\n');
  return results;
}

/** RUNS cold visits of `target`, and how the server served them. */
const visitsOf = (site: BenchSite, target: PageSpec, what = target.name): Promise<{ result: PageVisit[]; renders: PageRenders }> =>
  rendersDuring(site.portal.metricsUrl, () => repeat(what, () => visitPage(site, target)));

/** One row per page, and the scripts the first page (the home page) downloads until at rest. */
async function pageRows(site: BenchSite): Promise<{ rows: string[]; homeScripts: Script[] }> {
  const rows: string[] = [];
  let homeScripts: Script[] = [];
  for (const target of site.pages) {
    const { result: visits, renders } = await visitsOf(site, target);
    if (target === site.pages[0]) homeScripts = visits[0]!.scriptsAtRest;
    const of = (pick: (visit: PageVisit) => number) => median(visits.map(pick));
    rows.push(
      `| ${target.name} | ${kb(of((visit) => sum(visit.scriptsBeforeUsable.map((script) => script.gzipBytes))))} | ` +
        `${of((visit) => visit.scriptsBeforeUsable.length)} | ${of((visit) => visit.requestsBeforeUsable)} | ` +
        `${ms(of((visit) => visit.usableMs))} | ${ms(of((visit) => visit.lcpMs))} | ${of((visit) => visit.cls).toFixed(3)} | ` +
        `${ms(of((visit) => visit.totalBlockingMs))} | ${describeRenders(renders)} |`,
    );
  }
  return { rows, homeScripts };
}

async function switchRows(site: BenchSite): Promise<string[]> {
  const rows: string[] = [];
  for (const routeSwitch of site.switches) {
    const times = await repeat(routeSwitch.label, () => measureSwitch(site, routeSwitch));
    rows.push(`| ${routeSwitch.label} | ${ms(median(times))} | ${ms(Math.min(...times))}–${ms(Math.max(...times))} |`);
  }
  return rows;
}

type Lcp = { ms: number; renders: PageRenders };

/**
 * Median LCP of each page, and how the server served its views. The pages are visited in
 * turn, RUNS rounds of one visit each, so a slow spell of the shared machine falls on all of
 * them alike rather than on whichever page was being measured then.
 */
async function medianLcp(site: BenchSite, targets: PageSpec[]): Promise<Lcp[]> {
  const lcps: number[][] = targets.map(() => []);
  const renders = targets.map((): PageRenders => ({ cached: 0, rendered: 0, fallback: 0 }));
  for (let run = 1; run <= RUNS; run++) {
    process.stdout.write(`\rLCP of ${targets.map(({ name }) => name).join(', ')}: round ${run}/${RUNS}   `);
    for (const [i, target] of targets.entries()) {
      const { result: visit, renders: served } = await rendersDuring(site.portal.metricsUrl, () => visitPage(site, target));
      lcps[i]!.push(visit.lcpMs);
      renders[i] = addRenders(renders[i]!, served);
    }
  }
  process.stdout.write('\n');
  return targets.map((_, i) => ({ ms: median(lcps[i]!), renders: renders[i]! }));
}

/** A portal seeded as the bench's, given to `measure`, then stopped. */
async function withSite<T>(browser: Browser, env: Record<string, string>, measure: (site: BenchSite) => Promise<T>): Promise<T> {
  const portal: Portal = await startPortal(env);
  try {
    const site = await prepareSite(portal, browser);
    // A deployed server has rendered these pages before: its render worker is loaded and warm.
    for (let round = 0; round < 3; round++) for (const target of site.comparedPages) await fetch(`${portal.baseUrl}${target.path}`);
    return await measure(site);
  } finally {
    await portal.stop();
  }
}

type Comparison = { floorLcp: number; serverLcp: Lcp[]; clientLcp: Lcp[] };

function comparisonRows(pages: PageSpec[], { floorLcp, serverLcp, clientLcp }: Comparison): string[] {
  return pages.map((target, i) => {
    const served = serverLcp[i]!;
    const client = clientLcp[i]!.ms;
    return `| ${target.name} | ${ms(floorLcp)} | ${ms(client)} | ${ms(served.ms)} | ${(served.ms / floorLcp).toFixed(2)}× | ${(served.ms / client).toFixed(2)}× | ${describeRenders(served.renders)} |`;
  });
}

async function main() {
  const browser = await launchBrowser();
  try {
    const served = await withSite(browser, {}, async (site) => {
      const floor = await writeFloorPage(site);
      const [floorLcp, ...serverLcp] = await medianLcp(site, [floor, ...site.comparedPages]);
      const { rows, homeScripts } = await pageRows(site);
      return { floorLcp: floorLcp!.ms, serverLcp, rows, homeScripts, switches: await switchRows(site), compared: site.comparedPages };
    });
    const clientLcp = await withSite(browser, { SERVER_RENDER_BUDGET_MS: '0' }, (site) => medianLcp(site, site.comparedPages));
    const { rows: pages, homeScripts, switches } = served;
    const comparison = comparisonRows(served.compared, { floorLcp: served.floorLcp, serverLcp: served.serverLcp, clientLcp });
    const { cpuSlowdown, latencyMs, downloadMbit } = SLOW_PROFILE;
    const markdown = [
      `## Web pages (\`npm run bench:web\`), ${new Date().toISOString().slice(0, 10)}`,
      '',
      `Production builds served by the portal's own server, headless Chromium (${browser.version()}) with an empty`,
      `cache, ${cpuSlowdown}× CPU slowdown, ${latencyMs} ms round trips and ${downloadMbit} Mbit/s down; median of ${RUNS}`,
      `cold visits each (${machine()}; other work shares the machine, so times are noisy). A page is`,
      '"usable" when its main content (e.g. the newest jobs) is on screen; JavaScript is counted in',
      'gzip bytes (the server sends brotli when the browser accepts it: fewer bytes still). TBT counts',
      'long tasks from the first paint until the network is quiet.',
      '',
      'LCP side by side (issue 17), the floor and the server-rendered pages visited in turn, one visit',
      'each per round: the floor is the home page\'s HTML as the server sends it with every',
      'script taken out, served by the same server; "client-rendered" is the same builds served with',
      'server rendering off (`SERVER_RENDER_BUDGET_MS=0`); "server-rendered" is the portal as deployed.',
      'Targets: at most 1.2× the floor (issue 28; issue 17\'s was 1.5×), and below 0.5× client rendering.',
      'The last column says how the server served those visits (`portal_page_renders_total`): from the',
      'page store, rendered on the spot, or unrendered (a render over its budget or failed: the browser',
      'rendered the page), since a median that mixes them says little.',
      '',
      '| page | floor LCP (ms) | client-rendered LCP (ms) | server-rendered LCP (ms) | ÷ floor | ÷ client-rendered | server-rendered views |',
      '|---|---|---|---|---|---|---|',
      ...comparison,
      '',
      'Every page, server-rendered where the server renders it (visitors\' public pages):',
      '',
      '| page | JS before usable (KB gzip) | JS files | requests | usable (ms) | LCP (ms) | CLS | TBT (ms) | views |',
      '|---|---|---|---|---|---|---|---|---|',
      ...pages,
      '',
      `The home page's scripts once it is at rest (${kb(sum(homeScripts.map((script) => script.gzipBytes)))} KB gzip; budget in`,
      '`shell/e2e/performance-budget.e2e.ts`):',
      '',
      '| script | KB gzip |',
      '|---|---|',
      ...homeScripts.map((script) => `| ${new URL(script.url).pathname} | ${kb(script.gzipBytes)} |`),
      '',
      `Route switches: from a page at rest, a click on a link until the other screen shows; the pointer`,
      `rests on the link for ${POINTER_REST_MS} ms first, as a user's does (longer, usually), unless said otherwise.`,
      '',
      '| switch | median (ms) | range (ms) |',
      '|---|---|---|',
      ...switches,
    ].join('\n');
    console.log(`\n${markdown}\n`);
    writeSection('bench:web', markdown);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
