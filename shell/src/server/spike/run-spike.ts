// SSR spike: `npm run spike:ssr` (root). Builds mfe-student's server build in a few variants,
// releases each into a scratch SITE_DIR (data/ssr-spike/site) with the real release code, and
// renders its home screen in a render worker per site generation, printing what it rendered and
// how long it took. See docs/server-rendering-spike.md for what the output means.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { withRenderedScreen } from '../../../../api/src/site/ssr/with-rendered-screen';
import { listFiles } from '../../../../ci/release/files';
import { publishRemote } from '../../../../ci/release/publish';
import { switchRemote } from '../../../../ci/release/switch';
import type { RenderRequest } from '../render-protocol';
import { RenderPool, type PoolReply } from '../render-pool';
import { buildStudentServer, REPO, type SourcePatch } from './builds';
import { HOME, RELEASE_2, SERVER_SNAPSHOT } from './fixtures';

process.env.NODE_ENV ??= 'production';

const SCRATCH = path.join(REPO, 'data/ssr-spike');
const SITE = path.join(SCRATCH, 'site');
const WARM_RENDERS = Number(process.env.SPIKE_RENDERS ?? 500);

const INDEX_HTML = fs
  .readFileSync(path.join(REPO, 'webpack/index.html'), 'utf8')
  .replace('<%= htmlWebpackPlugin.options.title %>', 'JobPortal')
  .replace('</head>', '<script defer src="/main.js"></script></head>');

/** Label → released version, for measure-memory.ts to switch between. */
const versions: Record<string, string> = {};

const log = (line = '') => console.log(line);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (value: number) => `${value.toFixed(1)} MB`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Builds a variant and releases it as a remote team would: a new immutable folder, then remotes.json switched. */
async function release(
  label: string,
  patches: SourcePatch[],
  { withServerBuild = true, tamper }: { withServerBuild?: boolean; tamper?: (serverDir: string) => void } = {},
): Promise<string> {
  const staged = path.join(SCRATCH, 'builds', label);
  fs.rmSync(staged, { recursive: true, force: true });
  fs.mkdirSync(staged, { recursive: true });
  if (withServerBuild) {
    const buildMs = await buildStudentServer(path.join(staged, 'server'), patches);
    log(`  built ${label}'s server build in ${ms(buildMs)}`);
    tamper?.(path.join(staged, 'server'));
  }
  // The spike has no browser build to release beside it: a manifest stands in for it, with the
  // field the real release step would add (where the server entry is, next to the browser's).
  const manifest = { id: 'mfe_student', name: 'mfe_student', metaData: { ...(withServerBuild && { ssrRemoteEntry: { path: 'server', name: 'remoteEntry.js', type: 'commonjs-module' } }) } };
  fs.writeFileSync(path.join(staged, 'mf-manifest.json'), `${JSON.stringify(manifest)}\n`);
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(staged)) hash.update(file).update(fs.readFileSync(path.join(staged, file)));
  const version = `1.0.0-${hash.digest('hex').slice(0, 10)}`;
  publishRemote(staged, SITE, 'student', version);
  switchRemote(SITE, 'student', version);
  log(`  released ${label} as student ${version} (remotes.json switched)`);
  versions[label] = version;
  fs.writeFileSync(path.join(SCRATCH, 'versions.json'), `${JSON.stringify(versions, null, 2)}\n`);
  return version;
}

async function timed(pool: RenderPool, request: RenderRequest) {
  const started = performance.now();
  const reply = await pool.render(request);
  return { reply, totalMs: performance.now() - started };
}

function describe(reply: PoolReply): string {
  if (!reply.ok) return `NOT RENDERED (${reply.phase}): ${reply.error.split('\n')[0]} -> the page is sent as today, rendered by the browser`;
  const fellBack = reply.html.includes('<!--$!-->');
  return fellBack
    ? `screen FELL BACK to client rendering (Suspense boundary); React reported: ${reply.errors[0]?.split('\n')[0]}`
    : `rendered: ${reply.html.length} B markup, ${reply.styles.length} B styles, ${reply.state.length} B state`;
}

const textOf = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

async function main() {
  fs.rmSync(SCRATCH, { recursive: true, force: true });
  fs.mkdirSync(SITE, { recursive: true });
  fs.writeFileSync(path.join(SITE, 'index.html'), INDEX_HTML);
  const pool = new RenderPool(SITE, { timeoutMs: 2000 });

  log('1. mfe-student as it is today');
  await release('as-is', []);
  const asIs = await timed(pool, HOME);
  log(`  ${describe(asIs.reply)}`);

  log('\n2. with the proposed useMediaQuery change (getServerSnapshot)');
  await release('fixed', [SERVER_SNAPSHOT]);
  const cold = await timed(pool, HOME);
  const generation = pool.generation();
  log(`  ${describe(cold.reply)}`);
  if (!cold.reply.ok) throw new Error('the fixed build did not render');
  const page = withRenderedScreen(INDEX_HTML, cold.reply);
  fs.writeFileSync(path.join(SCRATCH, 'home.html'), page);
  log(`  new generation ${cold.reply.generation}: worker up in ${ms(generation.readyMs)}, first render ${ms(cold.totalMs)} (remote entry + chunks from disk ${ms(cold.reply.ms.load)}, render ${ms(cold.reply.ms.render)})`);
  log(`  page written to ${path.relative(REPO, path.join(SCRATCH, 'home.html'))}; its <body>, first 1500 characters:`);
  log(`  ${page.slice(page.indexOf('<body>'), page.indexOf('<body>') + 1500)}`);
  log(`  text: ${textOf(cold.reply.html).slice(0, 400)}`);

  const totals: number[] = [];
  const renders: number[] = [];
  const stores: number[] = [];
  for (let i = 0; i < WARM_RENDERS; i++) {
    const { reply, totalMs } = await timed(pool, HOME);
    totals.push(totalMs);
    if (reply.ok) {
      renders.push(reply.ms.render + reply.ms.styles);
      stores.push(reply.ms.store);
    }
  }
  totals.sort((a, b) => a - b);
  renders.sort((a, b) => a - b);
  stores.sort((a, b) => a - b);
  const mean = totals.reduce((sum, value) => sum + value, 0) / totals.length;
  log(`  ${WARM_RENDERS} warm renders, one after another: mean ${ms(mean)}, p50 ${ms(percentile(totals, 50))}, p95 ${ms(percentile(totals, 95))}, p99 ${ms(percentile(totals, 99))} (round trip to the worker)`);
  log(`    in the worker: store p50 ${ms(percentile(stores, 50))}; render + style tags p50 ${ms(percentile(renders, 50))}, p95 ${ms(percentile(renders, 95))}`);
  const burstStarted = performance.now();
  await Promise.all(Array.from({ length: 100 }, () => pool.render(HOME)));
  log(`  100 at once on one worker: ${ms(performance.now() - burstStarted)} (${(100000 / (performance.now() - burstStarted)).toFixed(0)} renders/s)`);
  const heapAfterWarm = await generation.heapAfterGc();
  await new Promise((resolve) => setTimeout(resolve, 5500));
  const heapLater = await generation.heapAfterGc();
  log(`  worker heap after a full GC: ${mb(heapAfterWarm)} right after the renders, ${mb(heapLater)} 5.5 s later (the difference: each request's store, kept alive 5 s by redux-persist's rehydrate time-out timer)`);

  log('\n3. the student team releases again (no shell, server or API rebuild)');
  await release('release-2', [SERVER_SNAPSHOT, RELEASE_2]);
  const switched = await timed(pool, HOME);
  log(`  ${describe(switched.reply)}`);
  log(`  generation ${switched.reply.generation} (was ${cold.reply.generation}): first render ${ms(switched.totalMs)} incl. a new worker; pill now says "${/No\. 1 Job Hunt Website[^<]*/.exec(switched.reply.ok ? switched.reply.html : '')?.[0]}"`);
  await generation.exited;
  log(`  the old generation's worker exited ${ms(generation.exitedAfterMs ?? NaN)} after it was retired`);

  log('\n4. failures');
  log('  a) the screen throws while rendering: mfe-student as it is (step 1) did, see above');
  if (asIs.reply.ok) log(`     its markup: ${asIs.reply.html.slice(0, 300)}`);
  await release('no-server-build', [], { withServerBuild: false });
  const missing = await timed(pool, HOME);
  log(`  b) a release without a server build: ${describe(missing.reply)}`);
  // Chunks that throw when evaluated: the server build is there, but loading the screen fails.
  await release('broken-chunk', [SERVER_SNAPSHOT], {
    tamper: (serverDir) => {
      for (const chunk of fs.readdirSync(serverDir).filter((file) => /^\d+\..*\.js$/.test(file))) {
        fs.writeFileSync(path.join(serverDir, chunk), 'throw new Error("corrupt chunk");\n');
      }
    },
  });
  const broken = await timed(pool, HOME);
  log(`  c) a server chunk that throws when loaded: ${describe(broken.reply)}`);

  log("\n5. a rollback to step 2's release (the same build is the same version), then mfe-student's other public screens");
  log('   (no data prefilled: they render their loading states)');
  await release('rollback', [SERVER_SNAPSHOT]);
  for (const [url, screen] of [['/jobs', 'Jobs'], ['/browse?q=react', 'Browse'], ['/description/1', 'JobDescription'], ['/company/10', 'Company']] as const) {
    const { reply } = await timed(pool, { url, remote: 'student', screen, preloaded: [] });
    log(`  ${url} (${screen}): ${describe(reply)}`);
  }

  log('\ngenerations started:');
  for (const started of pool.history) log(`  ${started.site.key}: worker up in ${ms(started.readyMs)}, ${started.exitedAfterMs === undefined ? 'live' : `exited ${ms(started.exitedAfterMs)} after retiring`}`);
  await pool.close();
  log('\nprocess memory (RSS) per worker, without webpack in the process: npm run spike:ssr:memory');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
