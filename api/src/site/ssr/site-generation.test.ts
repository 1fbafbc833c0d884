import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LiveRemotes } from '../live-remotes';
import type { ReleaseSnapshot } from '../live-site';
import { remotesFileOf } from '../release-state/remotes-file';
import { remotesOfVariant } from '../visitor-release/canary-choice';
import { siteGeneration, variantOf } from './site-generation';

/**
 * Pages are stored under their generation's key, and a new release deletes every other
 * release's pages and renders them all again: only what a page is rendered with may change them.
 */
const STUDENT_1 = '/remotes/student/1/mf-manifest.json';
const STUDENT_2 = '/remotes/student/2/mf-manifest.json';
const STUDENT_3 = '/remotes/student/3/mf-manifest.json';
const AUTH_1 = '/remotes/auth/1/mf-manifest.json';
const AUTH_2 = '/remotes/auth/2/mf-manifest.json';
const SINCE = '2026-11-27T10:00:00.000Z';
const canary = (manifest: string, percent: number) => ({ manifest, percent, since: SINCE });
const ENTRY = JSON.stringify({ entry: 'server/render.aaaa.js' });

let dir: string;
let generation: ReturnType<typeof siteGeneration>;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-generation-'));
  fs.mkdirSync(path.join(dir, 'server'));
  for (const build of ['render.aaaa.js', 'render.bbbb.js']) fs.writeFileSync(path.join(dir, 'server', build), '');
  generation = siteGeneration(dir);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The generation a page of `variant` renders with while remotes.json is `file`, as the live site reads it. */
const of = (file: Record<string, unknown>, variant = '', entry = ENTRY) => {
  const parsed = remotesFileOf(file)!;
  const released: LiveRemotes = { text: JSON.stringify(file), config: parsed.live, canaries: parsed.canaries, variant: '' };
  const snapshot: ReleaseSnapshot = { released, remotes: remotesOfVariant(released, variant), ssrEntry: entry, manifests: new Map() };
  return generation(snapshot)!;
};

const LIVE = { student: STUDENT_1, auth: AUTH_1 };
const studentCanary = (manifest: string, percent: number) => ({ ...LIVE, canaries: { student: canary(manifest, percent) } });

it('keeps the release and every key when a canary’s share changes', () => {
  const at10 = [of(studentCanary(STUDENT_2, 10)), of(studentCanary(STUDENT_2, 10), 'student')];
  const at50 = [of(studentCanary(STUDENT_2, 50)), of(studentCanary(STUDENT_2, 50), 'student')];
  expect(at50.map(({ release, key, canaries }) => ({ release, key, canaries }))).toEqual(at10.map(({ release, key, canaries }) => ({ release, key, canaries })));
});

it('keeps the release and the live key when a canary starts, and stores the canary’s pages apart', () => {
  const before = of(LIVE);
  const live = of(studentCanary(STUDENT_2, 10));
  const onCanary = of(studentCanary(STUDENT_2, 10), 'student');
  expect(live.release).toBe(before.release);
  expect(live.key).toBe(before.key);
  expect(onCanary.release).toBe(before.release);
  expect(onCanary.key).toMatch(new RegExp(`^${before.release}\\+student@[0-9a-f]+$`));
  expect(live.canaries).not.toBe(before.canaries);
});

it('gives a canary’s new version a new key under the same release, naming the same variant', () => {
  const second = of(studentCanary(STUDENT_2, 10), 'student');
  const third = of(studentCanary(STUDENT_3, 10), 'student');
  expect(third.release).toBe(second.release);
  expect(third.key).not.toBe(second.key);
  expect(third.canaries).not.toBe(second.canaries);
  expect(variantOf(third.key)).toBe('student');
});

it('makes a new release when a canary is promoted, and when the shell’s server build changes', () => {
  const before = of(studentCanary(STUDENT_2, 10));
  const promoted = of({ ...LIVE, student: STUDENT_2 });
  expect(promoted.release).not.toBe(before.release);
  expect(promoted.key).toBe(promoted.release);
  expect(of(LIVE, '', JSON.stringify({ entry: 'server/render.bbbb.js' })).release).not.toBe(of(LIVE).release);
});

it('hashes the live remotes, not how remotes.json lays them out', () => {
  expect(of({ auth: AUTH_1, student: STUDENT_1 }).release).toBe(of({ student: STUDENT_1, auth: AUTH_1 }).release);
});

it('names the variant of every key, with or without its hash', () => {
  const both = { ...LIVE, canaries: { student: canary(STUDENT_2, 10), auth: canary(AUTH_2, 20) } };
  expect(variantOf(of(both, 'auth+student').key)).toBe('auth+student');
  expect(variantOf(of(both).key)).toBe('');
  expect(variantOf('0123456789ab+student')).toBe('student');
});
