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

/** One row per page, and the scripts the first page (the home page) downloads until at rest. */
async function pageRows(site: BenchSite): Promise<{ rows: string[]; homeScripts: Script[] }> {
  const rows: string[] = [];
  let homeScripts: Script[] = [];
  for (const target of site.pages) {
    const visits = await repeat(target.name, () => visitPage(site, target));
    if (target === site.pages[0]) homeScripts = visits[0]!.scriptsAtRest;
    const of = (pick: (visit: PageVisit) => number) => median(visits.map(pick));
    rows.push(
      `| ${target.name} | ${kb(of((visit) => sum(visit.scriptsBeforeUsable.map((script) => script.gzipBytes))))} | ` +
        `${of((visit) => visit.scriptsBeforeUsable.length)} | ${of((visit) => visit.requestsBeforeUsable)} | ` +
        `${ms(of((visit) => visit.usableMs))} | ${ms(of((visit) => visit.lcpMs))} | ${of((visit) => visit.cls).toFixed(3)} | ` +
        `${ms(of((visit) => visit.totalBlockingMs))} |`,
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

/** Median LCP of each page, in ms. */
async function medianLcp(site: BenchSite, targets: PageSpec[]): Promise<number[]> {
  const medians: number[] = [];
  for (const target of targets) medians.push(median((await repeat(`${target.name} (LCP)`, () => visitPage(site, target))).map((visit) => visit.lcpMs)));
  return medians;
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

type Comparison = { floorLcp: number; serverLcp: number[]; clientLcp: number[] };

function comparisonRows(pages: PageSpec[], { floorLcp, serverLcp, clientLcp }: Comparison): string[] {
  return pages.map(
    (target, i) =>
      `| ${target.name} | ${ms(floorLcp)} | ${ms(clientLcp[i]!)} | ${ms(serverLcp[i]!)} | ${(serverLcp[i]! / floorLcp).toFixed(2)}× | ${(serverLcp[i]! / clientLcp[i]!).toFixed(2)}× |`,
  );
}

async function main() {
  const browser = await launchBrowser();
  try {
    const served = await withSite(browser, {}, async (site) => {
      const floor = await writeFloorPage(site);
      const [floorLcp] = await medianLcp(site, [floor]);
      const serverLcp = await medianLcp(site, site.comparedPages);
      const { rows, homeScripts } = await pageRows(site);
      return { floorLcp: floorLcp!, serverLcp, rows, homeScripts, switches: await switchRows(site), compared: site.comparedPages };
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
      'LCP side by side (issue 17): the floor is the home page\'s HTML as the server sends it with every',
      'script taken out, served by the same server; "client-rendered" is the same builds served with',
      'server rendering off (`SERVER_RENDER_BUDGET_MS=0`); "server-rendered" is the portal as deployed.',
      'Targets: at most 1.5× the floor, and below 0.5× client rendering.',
      '',
      '| page | floor LCP (ms) | client-rendered LCP (ms) | server-rendered LCP (ms) | ÷ floor | ÷ client-rendered |',
      '|---|---|---|---|---|---|',
      ...comparison,
      '',
      'Every page, server-rendered where the server renders it (visitors\' public pages):',
      '',
      '| page | JS before usable (KB gzip) | JS files | requests | usable (ms) | LCP (ms) | CLS | TBT (ms) |',
      '|---|---|---|---|---|---|---|---|',
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
