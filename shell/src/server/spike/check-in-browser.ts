// SSR spike: `npm run spike:ssr:browser` (root). Does the server's markup match what the browser
// renders? Builds the shell and mfe-student for the browser as `npm run build` does (into
// data/ssr-spike-browser, not dist/; mfe-student with the proposed useMediaQuery change, as its
// server build), releases the student's server build beside its browser build, and serves two
// sites from Fastify apps that render / in a render worker:
//   A. today's shell;  B. the spike's hydrating client (spike/hydrate-client) as the shell.
// Then, in Chromium (/usr/bin/chromium, or CHROMIUM_PATH):
//   - the server's markup with JavaScript off against the page today's shell renders itself
//     (A /?ssr=0): class names and element boxes under <main>, desktop and phone;
//   - loading each page with its client: layout shift, the hero removed and redrawn, fetches of
//     the data the server inlined, React's hydration errors.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { withRenderedScreen } from '../../../../api/src/site/ssr/with-rendered-screen';
import { listFiles } from '../../../../ci/release/files';
import { publishRemote, publishShell } from '../../../../ci/release/publish';
import { switchRemote, switchShell } from '../../../../ci/release/switch';
import { RenderPool } from '../render-pool';
import { buildBrowser, buildStudentServer, REPO } from './builds';
import { HOME, LATEST_JOBS_PAGE, SERVER_SNAPSHOT } from './fixtures';

process.env.NODE_ENV ??= 'production';

const SCRATCH = path.join(REPO, 'data/ssr-spike-browser');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.css': 'text/css', '.map': 'application/json' };

const log = (line = '') => console.log(line);
const ms = (value: number) => `${(value / 1000).toFixed(1)} s`;

const SITES = { today: path.join(SCRATCH, 'site-today'), hydrating: path.join(SCRATCH, 'site-hydrating') };

async function buildAndRelease() {
  const shellDist = path.join(SCRATCH, 'shell-dist');
  const clientDist = path.join(SCRATCH, 'hydrate-client-dist');
  const studentDist = path.join(SCRATCH, 'student-dist');
  log(`shell browser build: ${ms(await buildBrowser('shell', shellDist))}`);
  log(`spike hydrating client (the shell's config, spike/hydrate-client as entry): ${ms(await buildBrowser('shell', clientDist, { entry: path.join(__dirname, 'hydrate-client/index.ts') }))}`);
  log(`mfe-student browser build (with the useMediaQuery change): ${ms(await buildBrowser('mfe-student', studentDist, { patches: [SERVER_SNAPSHOT] }))}`);
  // The server build released inside the browser build's folder: one release, one version.
  log(`mfe-student server build (with the useMediaQuery change): ${ms(await buildStudentServer(path.join(studentDist, 'server'), [SERVER_SNAPSHOT]))}`);
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(studentDist)) hash.update(file).update(fs.readFileSync(path.join(studentDist, file)));
  const version = `1.0.0-${hash.digest('hex').slice(0, 10)}`;
  for (const [site, dist] of [[SITES.today, shellDist], [SITES.hydrating, clientDist]] as const) {
    fs.mkdirSync(site, { recursive: true });
    publishShell(dist, site, 'spike');
    switchShell(site, 'spike');
    publishRemote(studentDist, site, 'student', version);
    switchRemote(site, 'student', version);
  }
}

/** The site as the API would serve it, / rendered on the server unless ?ssr=0. */
async function startSite(site: string) {
  const pool = new RenderPool(site);
  const app = Fastify();
  const counts = { jobSearches: 0 };
  app.get('/', async (request, reply) => {
    const page = fs.readFileSync(path.join(site, 'index.html'), 'utf8');
    if ((request.query as { ssr?: string }).ssr === '0') return reply.type('text/html').send(page);
    const rendered = await pool.render(HOME);
    if (!rendered.ok) log(`  / not rendered on the server (${rendered.phase}): ${rendered.error.split('\n')[0]}`);
    return reply.type('text/html').send(rendered.ok ? withRenderedScreen(page, rendered) : page);
  });
  // The latest jobs, which the server rendered with; any other search (the category chips'
  // counts, which the server did not fetch) fails, so both sides render the chips without one.
  app.get('/api/v1/job/get', async (request, reply) => {
    if ((request.query as { limit?: string }).limit !== '6') return reply.code(503).send({ success: false, message: 'Not in the spike' });
    counts.jobSearches++;
    return LATEST_JOBS_PAGE;
  });
  app.all('/api/*', async (_request, reply) => reply.code(404).send({ success: false, message: 'Not in the spike' }));
  app.get('/*', async (request, reply) => {
    const file = path.join(site, decodeURIComponent(request.url.split('?')[0]!));
    if (!file.startsWith(site) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return reply.code(404).send('');
    return reply.type(TYPES[path.extname(file)] ?? 'application/octet-stream').send(fs.readFileSync(file));
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const close = async () => {
    await app.close();
    await pool.close();
  };
  return { origin, counts, close };
}

type Node = { tag: string; cls: string | null; box: [number, number, number, number] };

/** Every element under <main>: its class attribute and its box relative to <main>. */
async function elementsUnderMain(browser: Browser, url: string, options: BrowserContextOptions, waitForJobs: boolean) {
  const context = await browser.newContext({ ...options, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(url);
  if (waitForJobs) await page.locator('[aria-labelledby="latest-jobs-heading"] article').nth(5).waitFor();
  const nodes = await page.evaluate(() => {
    const main = document.querySelector('#main-content')!;
    const origin = main.getBoundingClientRect();
    return Array.from(main.querySelectorAll('*')).map((element) => {
      const box = element.getBoundingClientRect();
      return {
        tag: element.tagName,
        cls: element.getAttribute('class'),
        box: [box.x - origin.x, box.y - origin.y, box.width, box.height].map(Math.round) as [number, number, number, number],
      };
    });
  });
  await context.close();
  return nodes as Node[];
}

function compare(server: Node[], browser: Node[]) {
  const sameShape = server.length === browser.length && server.every((node, i) => node.tag === browser[i]!.tag);
  if (!sameShape) {
    const first = server.findIndex((node, i) => node.tag !== browser[i]?.tag);
    const around = (nodes: Node[]) => nodes.slice(Math.max(0, first - 2), first + 4).map((node) => `${node.tag}.${node.cls ?? ''}`).join(' ');
    return { sameShape, sameClass: 0, sameBox: 0, total: Math.max(server.length, browser.length), examples: [`first difference at element ${first}: server ${around(server)} / browser ${around(browser)}`] };
  }
  const classMismatches = server.flatMap((node, i) => (node.cls === browser[i]!.cls ? [] : [`${node.tag}: server "${node.cls}" / browser "${browser[i]!.cls}"`]));
  const sameBox = server.filter((node, i) => node.box.every((value, k) => Math.abs(value - browser[i]!.box[k]!) <= 1)).length;
  const boxMismatches = server.flatMap((node, i) =>
    node.box.every((value, k) => Math.abs(value - browser[i]!.box[k]!) <= 1) ? [] : [`${node.tag}.${node.cls?.split(' ')[0]}: server ${node.box.join(',')} / browser ${browser[i]!.box.join(',')}`],
  );
  return { sameShape, sameClass: server.length - classMismatches.length, sameBox, total: server.length, examples: [...classMismatches.slice(0, 3), ...boxMismatches.slice(0, 3)] };
}

/** A page with its client: cumulative layout shift and job searches until the jobs are shown. */
async function loadWithClient(browser: Browser, url: string, counts: { jobSearches: number }, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text().slice(0, 160)));
  await page.addInitScript(() => {
    // Layout shifts, and how long the hero was gone after being on the page (a blank flash is no "shift").
    const seen = { shifts: 0, heroShown: false, heroGoneAt: -1, heroGoneMs: 0, lcp: 0 };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) seen.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver(() => {
      const shown = document.getElementById('home-hero-heading') !== null;
      if (seen.heroShown && !shown && seen.heroGoneAt < 0) seen.heroGoneAt = performance.now();
      if (shown && seen.heroGoneAt >= 0) {
        seen.heroGoneMs += performance.now() - seen.heroGoneAt;
        seen.heroGoneAt = -1;
      }
      seen.heroShown = shown;
    }).observe(document, { childList: true, subtree: true });
  });
  const before = counts.jobSearches;
  const firstHtml = (await (await page.goto(url))?.text()) ?? '';
  await page.locator('[aria-labelledby="latest-jobs-heading"] article').nth(5).waitFor();
  await page.waitForTimeout(1000);
  const seen = await page.evaluate(() => ({
    ...(window as unknown as { seen: { shifts: number; heroGoneMs: number; lcp: number } }).seen,
    // React has taken the hero over (hydrated or rendered): its DOM node carries React's fiber.
    live: Object.keys(document.getElementById('home-hero-heading') ?? {}).some((key) => key.startsWith('__reactFiber')),
    heroClass: document.getElementById('home-hero-heading')?.getAttribute('class') ?? '',
    heroFontSize: getComputedStyle(document.getElementById('home-hero-heading')!).fontSize,
  }));
  await context.close();
  const serverHeroClass = /id="home-hero-heading" class="([^"]*)"/.exec(firstHtml)?.[1];
  return { ...seen, cls: seen.shifts, jobSearches: counts.jobSearches - before, heroInFirstHtml: serverHeroClass !== undefined, serverHeroClass, errors };
}

async function main() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM} (bash ci/install-chromium.sh, or set CHROMIUM_PATH)`);
  // SPIKE_REUSE=1: the builds of the last run, to look again without waiting for webpack.
  if (process.env.SPIKE_REUSE !== '1' || !fs.existsSync(path.join(SITES.hydrating, 'remotes.json'))) {
    fs.rmSync(SCRATCH, { recursive: true, force: true });
    await buildAndRelease();
  }
  const today = await startSite(SITES.today);
  const hydrating = await startSite(SITES.hydrating);
  // A new generation's first request waits for its worker to start: measured by run-spike.ts, not here.
  for (const site of [today, hydrating]) await fetch(`${site.origin}/`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const server = await elementsUnderMain(browser, `${today.origin}/`, { viewport, javaScriptEnabled: false }, false);
      const client = await elementsUnderMain(browser, `${today.origin}/?ssr=0`, { viewport }, true);
      const result = compare(server, client);
      log(`\n${name} ${viewport.width}x${viewport.height}: server markup (JavaScript off) against the page today's shell renders itself`);
      log(`  same elements: ${result.sameShape} (${server.length} server / ${client.length} browser)`);
      if (result.sameShape) log(`  same class attribute: ${result.sameClass}/${result.total}; same box (±1px): ${result.sameBox}/${result.total}`);
      for (const example of result.examples) log(`    ${example}`);
    }
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      log(`\nloading / with its client, ${name}:`);
      const runs = [
        ['A, today, rendered by the browser (?ssr=0)', `${today.origin}/?ssr=0`, today.counts],
        ["A, server markup + today's client (createRoot, PersistGate)", `${today.origin}/`, today.counts],
        ['B, server markup + the hydrating client', `${hydrating.origin}/`, hydrating.counts],
      ] as const;
      for (const [label, url, counts] of runs) {
        // Three loads: this machine's timings are noisy; the median LCP, the worst of the rest.
        const results: Awaited<ReturnType<typeof loadWithClient>>[] = [];
        for (let i = 0; i < 3; i++) results.push(await loadWithClient(browser, url, counts, viewport));
        const lcp = results.map((result) => result.lcp).sort((a, b) => a - b)[1]!;
        const worst = (pick: (result: (typeof results)[number]) => number) => Math.max(...results.map(pick));
        const result = results[0]!;
        log(
          `  ${label}: hero in the first HTML ${result.heroInFirstHtml}; LCP ${lcp.toFixed(0)} ms; CLS ${worst((r) => r.cls).toFixed(3)}; ` +
            `hero removed and redrawn for ${worst((r) => r.heroGoneMs).toFixed(0)} ms; latest jobs fetched ${worst((r) => r.jobSearches)}x; React live on the hero ${results.every((r) => r.live)}` +
            (result.serverHeroClass && result.serverHeroClass !== result.heroClass ? `; hero's class: "${result.serverHeroClass}" from the server, "${result.heroClass}" now` : ''),
        );
        for (const error of new Set(results.flatMap((r) => r.errors).filter((text) => !text.startsWith('Failed to load resource')))) log(`    console: ${error}`);
      }
    }
  } finally {
    await browser.close();
    await today.close();
    await hydrating.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
