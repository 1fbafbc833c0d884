// SSR spike: `npm run spike:ssr:memory` (root), after `npm run spike:ssr`. What render workers
// cost the API process: its resident memory with none, one, and two (a release switching
// generations while renders run), in a process that runs nothing else.
import fs from 'node:fs';
import path from 'node:path';
import { switchRemote } from '../../../../ci/release/switch';
import { RenderPool } from '../render-pool';
import { REPO } from './builds';
import { HOME } from './fixtures';

process.env.NODE_ENV ??= 'production';

const SCRATCH = path.join(REPO, 'data/ssr-spike');
const SITE = path.join(SCRATCH, 'site');
const rss = () => `${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`;

async function renders(pool: RenderPool, count: number) {
  for (let i = 0; i < count; i++) {
    const reply = await pool.render(HOME);
    if (!reply.ok) throw new Error(`not rendered: ${reply.error}`);
  }
}

async function main() {
  const versions = JSON.parse(fs.readFileSync(path.join(SCRATCH, 'versions.json'), 'utf8')) as Record<string, string>;
  switchRemote(SITE, 'student', versions.fixed!);
  const pool = new RenderPool(SITE);
  console.log(`no worker: RSS ${rss()}`);
  await renders(pool, 1);
  console.log(`one worker, after its first render: RSS ${rss()}`);
  await renders(pool, 1000);
  console.log(`one worker, after 1000 renders: RSS ${rss()}`);
  const old = pool.generation();
  // A release while the old generation is busy: both workers are alive until the old one is done.
  const busy = Promise.all(Array.from({ length: 200 }, () => pool.render(HOME)));
  switchRemote(SITE, 'student', versions['release-2']!);
  await renders(pool, 1);
  console.log(`two workers (old one finishing 200 renders, new one rendering): RSS ${rss()}`);
  await busy;
  await old.exited;
  await renders(pool, 200);
  console.log(`old worker exited, new one after 200 renders: RSS ${rss()}`);
  await pool.close();
  console.log(`all workers exited: RSS ${rss()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
