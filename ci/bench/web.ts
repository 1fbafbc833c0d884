// `npm run bench:web`: the production build as `npm start` serves it, each page visited cold
// in headless Chromium under the slow profile, RUNS times; medians go to the console
// and to the bench:web section of docs/benchmarks.md.
import { launchBrowser } from '../e2e/support/browser';
import { startPortal } from '../e2e/support/portal';
import { machine, writeSection } from '../../api/bench/support/bench-doc';
import { median, SLOW_PROFILE } from './page-metrics';
import { POINTER_REST_MS, prepareSite, type BenchSite } from './site-pages';
import { measureSwitch, visitPage, type PageVisit, type Script } from './visit';

const RUNS = 5;

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

async function main() {
  const portal = await startPortal();
  const browser = await launchBrowser();
  try {
    const site = await prepareSite(portal, browser);
    const { rows: pages, homeScripts } = await pageRows(site);
    const switches = await switchRows(site);
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
    await portal.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
