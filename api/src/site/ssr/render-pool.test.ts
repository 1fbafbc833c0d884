import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BroadcastChannel } from 'node:worker_threads';
import { RenderPool } from './render-pool';
import type { SiteGeneration } from './site-generation';

/**
 * Each worker keeps a release's modules loaded until it is ended: a canary's worker must end
 * when the canary's version changes or the canary ends, and the live one must not.
 */
const ROLL_CALL = 'render-pool-test';

// A shell build that answers a roll call with the generation it was started for and its thread, for as long as its worker runs.
const SHELL_BUILD = `
const { BroadcastChannel, threadId, workerData } = require('node:worker_threads');
const roll = new BroadcastChannel(${JSON.stringify(ROLL_CALL)});
roll.onmessage = (event) => { if (event.data === 'who') roll.postMessage(workerData.serverEntries.student + '#' + threadId); };
exports.createRenderer = () => ({ render: async () => ({ ok: true, html: '', styles: '', state: '[]', errors: [] }) });
`;

let dir: string;
let pool: RenderPool;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-pool-'));
  fs.writeFileSync(path.join(dir, 'render.js'), SHELL_BUILD);
  pool = new RenderPool({ budgetMs: 1000 });
});
afterAll(async () => {
  await pool.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A generation whose worker answers the roll call as `name`. */
const site = (name: string, release: string, key: string, canaries: string): SiteGeneration => ({
  release,
  key,
  canaries,
  shellEntry: path.join(dir, 'render.js'),
  serverEntries: { student: name },
});

/** `name#thread` of each worker running, sorted. */
async function rollCall(): Promise<string[]> {
  const channel = new BroadcastChannel(ROLL_CALL);
  const answers: string[] = [];
  channel.onmessage = (event) => answers.push((event as { data: string }).data);
  channel.postMessage('who');
  await new Promise((resolve) => setTimeout(resolve, 200));
  channel.close();
  return answers.sort();
}

/** The workers running once starting and ending ones settled: their names, sorted, and each one's thread. */
async function workersOnceSettled(names: string[]): Promise<Map<string, string>> {
  const deadline = Date.now() + 10_000;
  let answers = await rollCall();
  while (Date.now() < deadline && answers.map((answer) => answer.split('#')[0]).join() !== names.join()) answers = await rollCall();
  expect(answers.map((answer) => answer.split('#')[0])).toEqual(names);
  return new Map(answers.map((answer) => answer.split('#') as [string, string]));
}

it('ends a canary’s worker when its version changes or it ends, and keeps the live one running', async () => {
  pool.warm(site('live', 'r1', 'r1', 'student-2'));
  pool.warm(site('canary-2', 'r1', 'r1+student@aaaa', 'student-2'));
  const atStart = await workersOnceSettled(['canary-2', 'live']);

  // A share change: the same generations.
  pool.warm(site('live', 'r1', 'r1', 'student-2'));
  pool.warm(site('canary-2', 'r1', 'r1+student@aaaa', 'student-2'));
  expect(await workersOnceSettled(['canary-2', 'live'])).toEqual(atStart);

  // The canary's next version: the page-less old one ends, as the watcher warms the new one.
  pool.warm(site('live', 'r1', 'r1', 'student-3'));
  pool.warm(site('canary-3', 'r1', 'r1+student@bbbb', 'student-3'));
  const nextVersion = await workersOnceSettled(['canary-3', 'live']);
  expect(nextVersion.get('live')).toBe(atStart.get('live'));

  // Rolled back: only the live remotes are warmed.
  pool.warm(site('live', 'r1', 'r1', 'none'));
  expect((await workersOnceSettled(['live'])).get('live')).toBe(atStart.get('live'));
});

it('ends every worker of the old release when a new one is live', async () => {
  pool.warm(site('live', 'r1', 'r1', 'student-3'));
  pool.warm(site('canary-3', 'r1', 'r1+student@bbbb', 'student-3'));
  await workersOnceSettled(['canary-3', 'live']);
  pool.warm(site('promoted', 'r2', 'r2', 'none'));
  await workersOnceSettled(['promoted']);
});
