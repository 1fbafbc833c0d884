import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { telemetryStore } from '../src/features/telemetry/telemetry-store';
import { DEFAULT_THRESHOLDS, readHistory, recordCanary, recordRelease, type CanaryThresholds } from '../src/site/release-state/release-history';
import { changeRemotesFile } from '../src/site/release-state/remotes-file';
import { withSiteLock } from '../src/site/release-state/site-lock';
import { eventually } from '@portal/test-support/mailbox';
import { siteFolder } from './support/site-folder';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';

/**
 * The server ends a canary by itself when its telemetry of the last ten minutes (all instances
 * together) is worse than its live version's: one instance drops it from remotes.json, records
 * `auto-rollback` with the figures, counts it, logs it and mails RELEASE_ALERT_EMAIL. The site
 * folder is written through the same functions the release tool uses.
 */

const TOKEN = 'platform-token-for-tests-0123456789abcdef';
const ALERT_EMAIL = 'platform@example.com';
const manifest = (remote: string, version: string) => `/remotes/${remote}/${version}/mf-manifest.json`;
const minuteOf = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString();

const site = siteFolder();
let t: TestApp;
beforeAll(async () => {
  // The timer's first check is a minute away: these tests check when they choose to.
  t = await startTestApp({ SITE_DIR: site.dir, RELEASE_ALERT_EMAIL: ALERT_EMAIL, CANARY_CHECK_SECONDS: '60', PLATFORM_TOKEN: TOKEN });
});
afterAll(async () => {
  await t.close();
  site.remove();
});

let scenarios = 0;
/** A site where `live` is the student remote's live version, and a canary version not yet released. */
function freshSite(dir = site.dir) {
  scenarios += 1;
  const live = `1.0.${scenarios}-live`;
  const canary = `1.1.${scenarios}-canary`;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir);
  withSiteLock(dir, () => {
    recordRelease(dir, 'student', live);
    changeRemotesFile(dir, 'student', { live: manifest('student', live) });
  });
  return { live, canary };
}

/** Starts `version` as the student remote's canary, as `release --canary` does; returns when it started. */
function startCanary(version: string, { percent = 50, thresholds = DEFAULT_THRESHOLDS, dir = site.dir, since = new Date().toISOString() } = {}): string {
  withSiteLock(dir, () => {
    changeRemotesFile(dir, 'student', { canary: { manifest: manifest('student', version), percent, since } });
    recordCanary(dir, 'student', { version, percent, since, thresholds }, `${percent}% of visitors`);
  });
  return since;
}

/** What browsers reported for a version of the student remote, in one minute (this one unless given). */
async function reported(version: string, { views, errors = 0, minute = minuteOf(Date.now()) }: { views: number; errors?: number; minute?: string }, db = t.database.handle.db) {
  const row = (kind: string, n: number) => ({ minute, remote: 'student', version, route: '/browse', kind, n });
  await telemetryStore(db).add([row('view', views), ...(errors > 0 ? [row('boundary', errors)] : [])], []);
}

const remotesJson = (dir = site.dir) => JSON.parse(fs.readFileSync(path.join(dir, 'remotes.json'), 'utf8')) as Record<string, unknown>;
const autoRollbacks = (dir = site.dir) => readHistory(dir, 'student')!.history.filter((entry) => entry.action === 'auto-rollback');
const alertsAbout = (version: string) =>
  t.database.handle.db.selectFrom('mail_outbox').select(['to_address', 'subject', 'text_body']).where('subject', 'like', `%${version}%`).execute();
async function countedEndings(app: FastifyInstance): Promise<number> {
  const line = (await app.metrics.registry.metrics()).split('\n').find((text) => text.startsWith('portal_release_auto_rollbacks_total{remote="student"}'));
  return Number(line?.split(' ')[1]);
}

describe('a canary that does worse than the live version', () => {
  it('is dropped from remotes.json, recorded as auto-rollback with the figures, counted and mailed', async () => {
    const { live, canary } = freshSite();
    startCanary(canary);
    // A stale precompressed copy would be served instead of the new file: it goes.
    site.write('remotes.json.br', 'stale');
    await reported(live, { views: 1000, errors: 10 });
    await reported(canary, { views: 150, errors: 51 });
    const counted = await countedEndings(t.app);

    const ended = await t.app.canaries.checkNow();

    const reason = 'error rate 34.0% over 150 views vs 1.0% live over 1000 views (limit +2 points and double); LCP not compared: 0 samples of the 100 needed';
    expect(ended).toEqual([{ remote: 'student', version: canary, percent: 50, live, reason, at: expect.any(String) }]);
    expect(remotesJson()).toEqual({ student: manifest('student', live) });
    expect(fs.existsSync(path.join(site.dir, 'remotes.json.br'))).toBe(false);
    expect(readHistory(site.dir, 'student')).toMatchObject({ current: live, canary: null });
    expect(autoRollbacks()).toEqual([{ action: 'auto-rollback', version: canary, percent: 50, reason, at: ended[0]!.at }]);
    expect(await countedEndings(t.app)).toBe(counted + 1);

    const [mail, ...more] = await alertsAbout(canary);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to_address: ALERT_EMAIL, subject: `Canary ended: student ${canary} did worse than the live version` });
    expect(mail!.text_body).toContain(`Why: ${reason}.`);
    expect(mail!.text_body).toContain(`Every visitor now gets the live version ${live} of student on their next page.`);

    // The platform API tells the same.
    const { releases } = (await t.app.inject({ method: 'GET', url: '/api/v1/platform/releases', headers: { authorization: `Bearer ${TOKEN}` } })).json();
    expect(releases.find((release: { name: string }) => release.name === 'student')).toMatchObject({ canary: null, history: expect.arrayContaining([expect.objectContaining({ action: 'auto-rollback', reason })]) });
  });

  it('is ended by its LCP too, with 100 samples or more', async () => {
    const { live, canary } = freshSite();
    startCanary(canary, { percent: 20 });
    const db = t.database.handle.db;
    const lcp = (version: string, le: number, n: number) => ({ minute: minuteOf(Date.now()), remote: 'student', version, name: 'LCP', le, n });
    await reported(live, { views: 500 });
    await reported(canary, { views: 150 });
    await telemetryStore(db).add([], [lcp(live, 1.8, 400), lcp(canary, 4, 120)]);

    const [ended] = await t.app.canaries.checkNow();
    expect(ended).toMatchObject({ version: canary, reason: expect.stringMatching(/^LCP p75 4000 ms over 120 samples vs 1800 ms live \(limit \+25%\)/) });
    expect(autoRollbacks()).toEqual([expect.objectContaining({ version: canary, percent: 20 })]);
  });

  it('is ended once when two instances check it at the same time', async () => {
    const { live, canary } = freshSite();
    startCanary(canary);
    await reported(live, { views: 1000, errors: 10 });
    await reported(canary, { views: 200, errors: 60 });
    // Another instance: its own app, the same database and site folder.
    const other = await buildApp({ config: t.config, database: t.database.handle });
    await other.ready();
    try {
      const before = (await countedEndings(t.app)) + (await countedEndings(other));
      const [first, second, again] = await Promise.all([t.app.canaries.checkNow(), other.canaries.checkNow(), t.app.canaries.checkNow()]);

      // A check asked for while one runs is that one, not another beside it.
      expect(again).toBe(first);
      expect([...first!, ...second!]).toEqual([expect.objectContaining({ version: canary })]);
      expect(autoRollbacks()).toHaveLength(1);
      expect(await alertsAbout(canary)).toHaveLength(1);
      expect((await countedEndings(t.app)) + (await countedEndings(other))).toBe(before + 1);
      expect(remotesJson().canaries).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

describe('a canary left running', () => {
  it('does as well as the live version', async () => {
    const { live, canary } = freshSite();
    startCanary(canary);
    await reported(live, { views: 1000, errors: 10 });
    await reported(canary, { views: 300, errors: 6 });
    const before = fs.readFileSync(path.join(site.dir, 'remotes.json'), 'utf8');

    expect(await t.app.canaries.checkNow()).toEqual([]);
    expect(fs.readFileSync(path.join(site.dir, 'remotes.json'), 'utf8')).toBe(before);
    expect(readHistory(site.dir, 'student')!.canary).toMatchObject({ version: canary });
    expect(await alertsAbout(canary)).toEqual([]);
  });

  it('has fewer views than its minimum, however bad they are', async () => {
    const { live, canary } = freshSite();
    const thresholds: CanaryThresholds = { ...DEFAULT_THRESHOLDS, minViews: 500 };
    startCanary(canary, { thresholds });
    await reported(live, { views: 1000, errors: 10 });
    await reported(canary, { views: 499, errors: 400 });
    expect(await t.app.canaries.checkNow()).toEqual([]);
    expect(remotesJson().canaries).toMatchObject({ student: { manifest: manifest('student', canary) } });

    await reported(canary, { views: 1 });
    expect(await t.app.canaries.checkNow()).toEqual([expect.objectContaining({ version: canary })]);
  });

  it('is not held to what its version did before it started', async () => {
    const { live, canary } = freshSite();
    const earlier = minuteOf(Date.now() - 5 * 60_000);
    await reported(live, { views: 1000, errors: 10, minute: earlier });
    await reported(canary, { views: 500, errors: 400, minute: earlier });
    startCanary(canary);
    expect(await t.app.canaries.checkNow()).toEqual([]);
    expect(readHistory(site.dir, 'student')!.canary).toMatchObject({ version: canary });
  });
});

describe('ending a canary', () => {
  it('is left to the instance that claimed it', async () => {
    const { live, canary } = freshSite();
    const since = startCanary(canary);
    await reported(live, { views: 1000, errors: 10 });
    await reported(canary, { views: 200, errors: 60 });
    await t.database.handle.db
      .insertInto('canary_auto_rollbacks')
      .values({ remote: 'student', version: canary, since, reason: 'claimed by another instance', claimed_at: new Date().toISOString() })
      .execute();
    expect(await t.app.canaries.checkNow()).toEqual([]);
    expect(autoRollbacks()).toEqual([]);
    expect(await alertsAbout(canary)).toEqual([]);
  });

  it('waits for a release holding the site folder, and happens at the next check', async () => {
    const { live, canary } = freshSite();
    startCanary(canary);
    await reported(live, { views: 1000, errors: 10 });
    await reported(canary, { views: 200, errors: 60 });
    const lock = path.join(site.dir, 'releases', '.lock');
    fs.mkdirSync(lock);
    try {
      expect(await t.app.canaries.checkNow()).toEqual([]);
      expect(remotesJson().canaries).toMatchObject({ student: { percent: 50 } });
    } finally {
      fs.rmdirSync(lock);
    }
    expect(await t.app.canaries.checkNow()).toEqual([expect.objectContaining({ version: canary })]);
    expect(autoRollbacks()).toHaveLength(1);
    expect(await alertsAbout(canary)).toHaveLength(1);
  });

  it('happens again for the same build released as a canary again', async () => {
    const { live, canary } = freshSite();
    startCanary(canary);
    await reported(live, { views: 1000, errors: 10 });
    await reported(canary, { views: 200, errors: 60 });
    expect(await t.app.canaries.checkNow()).toHaveLength(1);

    // `release --canary --again`: the same version, started anew.
    startCanary(canary, { percent: 10, since: new Date(Date.now() + 1).toISOString() });
    expect(remotesJson().canaries).toMatchObject({ student: { percent: 10 } });
    expect(await t.app.canaries.checkNow()).toEqual([expect.objectContaining({ version: canary, percent: 10 })]);
    expect(autoRollbacks().map((entry) => entry.percent)).toEqual([50, 10]);
    expect(await alertsAbout(canary)).toHaveLength(2);
  });

  it('happens by itself on every instance, every CANARY_CHECK_SECONDS, logged at error level with the figures', async () => {
    const own = siteFolder();
    const { live, canary } = freshSite(own.dir);
    const database = await createTestDatabase();
    const logged: string[] = [];
    const config = loadConfig({ DATA_DIR: database.dataDir, LOG_LEVEL: 'info', SITE_DIR: own.dir, CANARY_CHECK_SECONDS: '1' });
    const app = await buildApp({ config, database: database.handle, logStream: { write: (line) => logged.push(line) } });
    await app.ready();
    try {
      startCanary(canary, { dir: own.dir });
      await reported(live, { views: 1000, errors: 10 }, database.handle.db);
      await reported(canary, { views: 200, errors: 60 }, database.handle.db);
      const ended = await eventually(async () => autoRollbacks(own.dir), (entries) => entries.length > 0, 5_000);
      expect(ended).toEqual([expect.objectContaining({ version: canary })]);
      expect(remotesJson(own.dir).canaries).toBeUndefined();

      const reason = 'error rate 30.0% over 200 views vs 1.0% live over 1000 views (limit +2 points and double); LCP not compared: 0 samples of the 100 needed';
      // Logged once the claim is committed, a moment after the folder changed.
      const errorLines = async () => logged.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.level === 50);
      const errors = await eventually(errorLines, (lines) => lines.length > 0, 5_000);
      expect(errors).toEqual([expect.objectContaining({ remote: 'student', version: canary, percent: 50, live, reason, msg: expect.stringContaining(reason) })]);
      // Without RELEASE_ALERT_EMAIL nobody is mailed.
      expect(await database.handle.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
    } finally {
      await app.close();
      await database.handle.close();
      await database.drop();
      own.remove();
    }
  });
});
