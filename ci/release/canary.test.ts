import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appNamed } from './apps';
import { parsePercent, parseThresholds, promoteCanary, releaseCanary } from './canary';
import { DEFAULT_THRESHOLDS, readHistory, type ReleaseHistory } from '../../api/src/site/release-state/release-history';
import { endCanaryByItself } from '../../api/src/site/release-state/end-canary';
import { withSiteLock } from '../../api/src/site/release-state/site-lock';
import { releaseBuild, rollBack } from './release';
import { versionId } from './version-id';

/**
 * A remote team releases to a share of visitors, changes the share, promotes or ends the
 * canary, against a site folder as `npm start` serves it. The builds are stand-ins: a release
 * only copies and names dist/, so two contents are two versions.
 */

const root = path.resolve(__dirname, '../..');
const student = appNamed('mfe-student');
const temp: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temp.push(dir);
  return dir;
};
afterAll(() => temp.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A package folder holding a build whose remote entry says `label`. */
function build(label: string): { dir: string; version: string } {
  const dir = tempDir('package-');
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ version: '1.0.0' }));
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.writeFileSync(path.join(dir, 'dist/mf-manifest.json'), JSON.stringify({ id: 'mfe_student' }));
  fs.writeFileSync(path.join(dir, 'dist/remoteEntry.js'), `// ${label}\n`);
  return { dir, version: versionId(dir) };
}

type Site = { dir: string; remotes(): Record<string, unknown>; remotesText(): string; history(): ReleaseHistory };

/** A site where the auth remote and `live` (the student remote) were released to everyone. */
function siteWith(live: { dir: string }): Site {
  const dir = tempDir('site-');
  releaseBuild(appNamed('mfe-auth'), build('auth').dir, dir);
  releaseBuild(student, live.dir, dir);
  const remotesText = () => fs.readFileSync(path.join(dir, 'remotes.json'), 'utf8');
  return { dir, remotesText, remotes: () => JSON.parse(remotesText()) as Record<string, unknown>, history: () => readHistory(dir, 'student')! };
}

const manifest = (version: string) => `/remotes/student/${version}/mf-manifest.json`;
/** What the shell and the server take from remotes.json today: the entries naming a manifest URL. */
const liveEntries = (remotes: Record<string, unknown>) => Object.fromEntries(Object.entries(remotes).filter(([, value]) => typeof value === 'string'));

describe('a canary release', () => {
  const one = build('one');
  const two = build('two');

  it('gives the build to a share of visitors while the live version stays for the rest', () => {
    const site = siteWith(one);
    const before = site.remotes();
    expect(releaseCanary(student, two.dir, site.dir, { percent: 10 })).toEqual({ version: two.version, percent: 10, previousPercent: null });

    const remotes = site.remotes();
    expect(liveEntries(remotes)).toEqual(before);
    expect(remotes.canaries).toEqual({ student: { manifest: manifest(two.version), percent: 10, since: expect.any(String) } });
    expect(fs.existsSync(path.join(site.dir, manifest(two.version)))).toBe(true);
    expect(site.history()).toMatchObject({ current: one.version, canary: { version: two.version, percent: 10, thresholds: DEFAULT_THRESHOLDS } });
    // Not a release to everyone yet: a rollback cannot name it.
    expect(site.history().releases.map(({ version }) => version)).toEqual([one.version]);
  });

  it('grows and shrinks its share when the same build is released again, keeping when it started', () => {
    const site = siteWith(one);
    releaseCanary(student, two.dir, site.dir, { percent: 10 });
    const since = site.history().canary!.since;
    expect(releaseCanary(student, two.dir, site.dir, { percent: 50 })).toMatchObject({ percent: 50, previousPercent: 10 });
    expect(site.remotes().canaries).toEqual({ student: { manifest: manifest(two.version), percent: 50, since } });
    expect(releaseCanary(student, two.dir, site.dir, { percent: 5 })).toMatchObject({ percent: 5, previousPercent: 50 });
    expect(site.remotes().canaries).toEqual({ student: { manifest: manifest(two.version), percent: 5, since } });
    expect(site.remotes().student).toBe(manifest(one.version));
    expect(site.history().canary).toMatchObject({ version: two.version, percent: 5, since });
  });

  it('keeps the thresholds it was given unless new ones are given', () => {
    const site = siteWith(one);
    releaseCanary(student, two.dir, site.dir, { percent: 10, thresholds: { minViews: 500, maxLcpIncrease: 10 } });
    expect(site.history().canary!.thresholds).toEqual({ maxErrorRateIncrease: 2, minViews: 500, maxLcpIncrease: 10 });
    releaseCanary(student, two.dir, site.dir, { percent: 30, thresholds: { maxErrorRateIncrease: 1.5 } });
    expect(site.history().canary!.thresholds).toEqual({ maxErrorRateIncrease: 1.5, minViews: 500, maxLcpIncrease: 10 });
  });

  it('is made live for everyone by a promotion, in one switch that ends the canary', () => {
    const site = siteWith(one);
    releaseCanary(student, two.dir, site.dir, { percent: 30 });
    expect(promoteCanary(student, site.dir)).toEqual({ version: two.version, from: one.version });
    expect(site.remotes()).toEqual({ auth: expect.any(String), student: manifest(two.version) });
    expect(site.history()).toMatchObject({ current: two.version, canary: null });
    expect(site.history().releases.map(({ version }) => version)).toEqual([one.version, two.version]);
    // A release like any other from then on: a rollback goes back to the one before.
    expect(rollBack(student, site.dir)).toEqual({ ended: 'live', from: two.version, to: one.version });
  });

  it('is ended by a rollback, which leaves remotes.json as it was before the canary', () => {
    const site = siteWith(one);
    const before = site.remotesText();
    releaseCanary(student, two.dir, site.dir, { percent: 30 });
    expect(rollBack(student, site.dir)).toEqual({ ended: 'canary', version: two.version });
    expect(site.remotesText()).toBe(before);
    expect(site.history()).toMatchObject({ current: one.version, canary: null });
    // Without a canary, rollback works as it always did.
    expect(() => rollBack(student, site.dir)).toThrow(/oldest release/);
  });

  it('ended once, runs again only when asked to explicitly', () => {
    const site = siteWith(one);
    releaseCanary(student, two.dir, site.dir, { percent: 30 });
    rollBack(student, site.dir);
    expect(() => releaseCanary(student, two.dir, site.dir, { percent: 30 })).toThrow(/was ended; to release it as a canary again, add --again/);
    expect(site.remotes().canaries).toBeUndefined();
    releaseCanary(student, two.dir, site.dir, { percent: 20, again: true });
    expect(site.remotes().canaries).toMatchObject({ student: { percent: 20 } });
  });

  it('ended by the server, is read as such: released as a canary again only with --again', async () => {
    const site = siteWith(one);
    const before = site.remotesText();
    releaseCanary(student, two.dir, site.dir, { percent: 30 });
    const { since } = site.history().canary!;
    const reason = 'error rate 34.0% over 150 views vs 1.0% live over 1000 views (limit +2 points and double)';
    // The server never waits for the site lock: while a release holds it, it tries later.
    const whileReleasing = withSiteLock(site.dir, () => endCanaryByItself(site.dir, 'student', { version: two.version, since }, reason));
    expect(await whileReleasing).toBe('locked');
    expect(await endCanaryByItself(site.dir, 'student', { version: two.version, since }, reason)).toBe('ended');

    expect(site.remotesText()).toBe(before);
    expect(site.history()).toMatchObject({ current: one.version, canary: null });
    expect(site.history().history.at(-1)).toEqual({ action: 'auto-rollback', version: two.version, percent: 30, reason, at: expect.any(String) });
    // Another instance coming second finds it no longer running, and changes nothing.
    expect(await endCanaryByItself(site.dir, 'student', { version: two.version, since }, reason)).toBe('gone');
    expect(site.history().history.filter(({ action }) => action === 'auto-rollback')).toHaveLength(1);
    expect(() => promoteCanary(student, site.dir)).toThrow(/runs no canary/);
    expect(() => releaseCanary(student, two.dir, site.dir, { percent: 30 })).toThrow(/was ended; to release it as a canary again, add --again/);
    releaseCanary(student, two.dir, site.dir, { percent: 10, again: true });
    expect(site.history().canary).toMatchObject({ version: two.version, percent: 10 });
    expect(site.remotes().canaries).toMatchObject({ student: { percent: 10 } });
  });

  it('leaves the other remotes and their canaries alone', () => {
    const site = siteWith(one);
    const auth = build('auth two');
    releaseCanary(appNamed('mfe-auth'), auth.dir, site.dir, { percent: 40 });
    releaseCanary(student, two.dir, site.dir, { percent: 10 });
    expect(Object.keys(site.remotes().canaries as object).sort()).toEqual(['auth', 'student']);
    rollBack(student, site.dir);
    expect(site.remotes().canaries).toEqual({ auth: { manifest: `/remotes/auth/${auth.version}/mf-manifest.json`, percent: 40, since: expect.any(String) } });
  });

  it('records every action in the history: what, which version, the share, why and when', () => {
    const site = siteWith(one);
    const three = build('three');
    releaseCanary(student, two.dir, site.dir, { percent: 10 });
    releaseCanary(student, two.dir, site.dir, { percent: 40 });
    rollBack(student, site.dir);
    releaseCanary(student, three.dir, site.dir, { percent: 25 });
    promoteCanary(student, site.dir);
    rollBack(student, site.dir);
    const history = site.history().history;
    expect(history.map(({ action, version, percent, reason }) => ({ action, version, percent, reason }))).toEqual([
      { action: 'release', version: one.version, percent: undefined, reason: undefined },
      { action: 'canary', version: two.version, percent: 10, reason: '10% of visitors' },
      { action: 'canary', version: two.version, percent: 40, reason: 'share 10% → 40%' },
      { action: 'rollback', version: two.version, percent: 40, reason: 'canary ended by hand' },
      { action: 'canary', version: three.version, percent: 25, reason: '25% of visitors' },
      { action: 'promote', version: three.version, percent: 25, reason: 'promoted from 25%' },
      { action: 'rollback', version: one.version, percent: undefined, reason: `rolled back from ${three.version}` },
    ]);
    for (const { at } of history) expect(new Date(at).toISOString()).toBe(at);
    expect(site.history()).toMatchObject({ current: one.version, since: history.at(-1)!.at });
  });
});

describe('refusals', () => {
  const one = build('one');
  const two = build('two');

  it('refuse a canary of the shell, a promotion without a canary, and the live build as a canary', () => {
    const site = siteWith(one);
    expect(() => releaseCanary(appNamed('shell'), two.dir, site.dir, { percent: 10 })).toThrow(/Only the remotes .* take a canary/);
    expect(() => promoteCanary(appNamed('shell'), site.dir)).toThrow(/Only the remotes .* take a canary/);
    expect(() => promoteCanary(student, site.dir)).toThrow(/student runs no canary: there is nothing to promote/);
    expect(() => releaseCanary(student, one.dir, site.dir, { percent: 10 })).toThrow(/already live for everyone/);
    expect(site.history().history).toHaveLength(1);
  });

  it('refuse another build to everyone while a canary runs, and --to while it runs', () => {
    const site = siteWith(one);
    releaseCanary(student, two.dir, site.dir, { percent: 10 });
    const remotes = site.remotesText();
    expect(() => releaseBuild(student, build('three').dir, site.dir)).toThrow(/runs .* as a canary for 10% of visitors: promote it .* or end it/);
    expect(() => releaseBuild(student, two.dir, site.dir)).toThrow(/--promote/);
    expect(() => rollBack(student, site.dir, one.version)).toThrow(/--to is for the live version once it has ended/);
    expect(site.remotesText()).toBe(remotes);
  });

  it('refuse a share outside 1-99 and thresholds that are not positive numbers', () => {
    expect(parsePercent('1')).toBe(1);
    expect(parsePercent('99')).toBe(99);
    for (const wrong of ['0', '100', '-5', '12.5', '50%', '']) expect(() => parsePercent(wrong)).toThrow(/from 1 to 99/);
    expect(parseThresholds({ 'max-error-rate-increase': '1.5', 'min-views': '200' })).toEqual({ maxErrorRateIncrease: 1.5, minViews: 200 });
    expect(() => parseThresholds({ 'min-views': '2.5' })).toThrow(/--min-views takes a positive whole number/);
    expect(() => parseThresholds({ 'max-lcp-increase': '0' })).toThrow(/--max-lcp-increase/);
    expect(() => parseThresholds({ 'max-error-rate-increase': 'lots' })).toThrow(/--max-error-rate-increase/);
  });

  it('end the command with a message and a non-zero exit, before anything is built', () => {
    const site = siteWith(one);
    const run = (...args: string[]) => spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['--conditions=source', 'ci/release/cli.ts', ...args, '--target', site.dir], { cwd: root, encoding: 'utf8' });
    const cases: [string[], RegExp][] = [
      [['release', 'shell', '--canary', '10'], /Only the remotes .* take a canary/],
      [['release', 'mfe-student', '--canary', '100'], /from 1 to 99/],
      [['release', 'mfe-student', '--promote'], /runs no canary/],
      [['release', 'mfe-student', '--min-views', '10'], /--min-views is for release --canary only/],
    ];
    for (const [args, message] of cases) {
      const result = run(...args);
      expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 1, stderr: expect.stringMatching(message) });
      expect(result.stdout).not.toMatch(/\$ npm run build/);
    }
  });
});
