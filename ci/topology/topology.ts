/**
 * The production topology in miniature, on loopback: nginx in front of two API instances
 * (one PostgreSQL database, one Redis, uploads in the database, one JWT_SECRET) and the
 * static site, serving its files itself and its pages from the instances, visitors' pages
 * kept in its cache, and Prometheus scraping both instances' metrics (when it is installed:
 * see prometheus.ts). Used by `npm run start:topology` (start.ts) and by the failover test
 * (topology.test.ts). Every port is a free one picked at start; nginx and Prometheus run from
 * a temp dir in the foreground as child processes; everything is removed by stop().
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort } from '@portal/test-support/listening';
import { prometheusBinary, startPrometheus, type Prometheus } from './prometheus';
import { waitFor } from './wait-for';
import { APPS } from '../release/apps';
import { releaseBuild } from '../release/release';

const ROOT = path.resolve(__dirname, '../..');
/** Small, so a test sees an edit reach visitors' pages within a few seconds. */
const JOB_CACHE_SECONDS = 2;

export type InstanceName = 'a' | 'b';

export type Instance = {
  name: InstanceName;
  port: number;
  url: string;
  /** Its metrics listener (METRICS_PORT), kept across restarts: Prometheus's target. */
  metricsPort: number;
  logFile: string;
  child: ChildProcess | null;
};

export type Topology = {
  /** nginx: the one origin browsers use. */
  url: string;
  /** The instances' JOB_CACHE_SECONDS: how long a visitor's page may be kept, by nginx too. */
  jobCacheSeconds: number;
  dir: string;
  databaseUrl: string;
  instances: Record<InstanceName, Instance>;
  /** Scraping both instances every second; null where Prometheus is not installed. */
  prometheus: Prometheus | null;
  /** Kills an instance (SIGKILL by default) and waits for it to be gone. */
  kill(name: InstanceName, signal?: NodeJS.Signals): Promise<void>;
  /** Starts an instance again on its port; resolves when its /readyz answers 200. */
  start(name: InstanceName): Promise<void>;
  stop(): Promise<void>;
};

export type TopologyOptions = {
  log?: (line: string) => void;
  /** How long nginx keeps an instance out after a failure (its passive health check). */
  failTimeout?: string;
  /** Keep the temp dir (logs) after stop(). */
  keep?: boolean;
  /** Run Prometheus beside them; by default when it is installed. */
  prometheus?: boolean;
};

/** Debian's nginx: ci/topology/install-nginx.sh installs it (the test's jest config runs it as root). */
export function nginxBinary(): string {
  const binary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate));
  if (!binary) throw new Error('nginx is not installed: run bash ci/topology/install-nginx.sh (as root)');
  return binary;
}

const answers200 = (url: string) => async () => (await fetch(url, { signal: AbortSignal.timeout(2_000) })).status === 200;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopChild(child: ChildProcess | null, signal: NodeJS.Signals, graceMs: number) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(timer);
}

/** The built shell and remotes released into the site as `npm start` does (ci/release/). */
function layOutSite(siteDir: string, log: (line: string) => void) {
  fs.mkdirSync(siteDir, { recursive: true });
  for (const app of APPS) {
    const packageDir = path.join(ROOT, app.pkg);
    if (!fs.existsSync(path.join(packageDir, 'dist'))) {
      log(`${app.pkg} is not built (npm run build --workspace ${app.pkg}): the site is served without it.`);
      continue;
    }
    releaseBuild(app, packageDir, siteDir);
  }
  if (!fs.existsSync(path.join(siteDir, 'index.html'))) {
    fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Portal</title><p>The shell is not built.</p>\n');
  }
}

export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
  const log = options.log ?? (() => undefined);
  const nginx = nginxBinary();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-topology-'));
  for (const sub of ['logs', 'temp', 'cache', 'site', 'data-a', 'data-b', 'prometheus']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  const cleanups: Array<() => Promise<void>> = [];
  let nginxProcess: ChildProcess | null = null;
  let prometheus: Prometheus | null = null;

  const instances = {} as Record<InstanceName, Instance>;
  const stop = async () => {
    await stopChild(nginxProcess, 'SIGQUIT', 5_000);
    await stopChild(prometheus?.child ?? null, 'SIGTERM', 5_000);
    await Promise.all(Object.values(instances).map((instance) => stopChild(instance.child, 'SIGTERM', 10_000)));
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => log(`cleanup: ${(error as Error).message}`));
    if (!options.keep) fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    // One throwaway PostgreSQL database for both instances.
    const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const databaseName = `portal_topology_${crypto.randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await client.end();
    });
    const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();

    // One Redis, under a prefix of this run's own.
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const redisPrefix = `portal-topology:${crypto.randomBytes(4).toString('hex')}:`;
    cleanups.push(async () => {
      const redis = new Redis(redisUrl, { maxRetriesPerRequest: 0, retryStrategy: () => null });
      redis.on('error', () => undefined);
      try {
        const keys = await redis.keys(`${redisPrefix}*`);
        if (keys.length > 0) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    });

    // Laid out before the instances start: they serve its pages (SITE_DIR), nginx its files.
    const siteDir = path.join(dir, 'site');
    layOutSite(siteDir, log);

    const jwtSecret = crypto.randomBytes(32).toString('base64url');
    const [nginxPort, portA, portB, metricsPortA, metricsPortB] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()]);
    for (const [name, port, metricsPort] of [['a', portA, metricsPortA], ['b', portB, metricsPortB]] as const) {
      instances[name] = { name, port, url: `http://127.0.0.1:${port}`, metricsPort, logFile: path.join(dir, 'logs', `api-${name}.log`), child: null };
    }

    const startInstance = async (name: InstanceName) => {
      const instance = instances[name];
      const out = fs.openSync(instance.logFile, 'a');
      const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
        cwd: path.join(ROOT, 'api'),
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: String(instance.port),
          METRICS_PORT: String(instance.metricsPort),
          DATA_DIR: path.join(dir, `data-${name}`),
          DATABASE_URL: databaseUrl,
          JWT_SECRET: jwtSecret,
          FILE_STORE: 'database',
          REDIS_URL: redisUrl,
          REDIS_KEY_PREFIX: redisPrefix,
          INSTANCE_NAME: name,
          TRUST_PROXY: 'loopback',
          SITE_DIR: siteDir,
          JOB_CACHE_SECONDS: String(JOB_CACHE_SECONDS),
          LOG_LEVEL: process.env.TOPOLOGY_LOG_LEVEL ?? 'info',
        },
        stdio: ['ignore', out, out],
      });
      fs.closeSync(out);
      instance.child = child;
      await waitFor(`API instance ${name}`, answers200(`${instance.url}/readyz`), 60_000, () => child.exitCode === null && child.signalCode === null);
    };

    // One after the other: the first runs the migrations.
    await startInstance('a');
    await startInstance('b');
    log(`API instances: a on :${portA}, b on :${portB}, metrics on :${metricsPortA} and :${metricsPortB} (logs in ${dir}/logs)`);

    const prometheusWanted = options.prometheus ?? prometheusBinary() !== null;
    if (prometheusWanted) {
      const targets = Object.values(instances).map((instance) => ({ instance: instance.name, address: `127.0.0.1:${instance.metricsPort}` }));
      prometheus = await startPrometheus(path.join(dir, 'prometheus'), path.join(dir, 'logs', 'prometheus.log'), targets);
      log(`Prometheus on ${prometheus.url} scraping both instances every second`);
    }

    const runningAsRoot = process.getuid?.() === 0;
    const config = fs
      .readFileSync(path.join(__dirname, 'nginx.conf.template'), 'utf8')
      // Root starts workers as "nobody", who could not read the temp dir: keep them as the caller.
      .replace('{{USER_DIRECTIVE}}', runningAsRoot ? 'user root root;' : '# (not root: workers run as the caller)')
      .replaceAll('{{DIR}}', dir)
      .replaceAll('{{SITE_DIR}}', siteDir)
      .replaceAll('{{PORT}}', String(nginxPort))
      .replaceAll('{{API_A_PORT}}', String(portA))
      .replaceAll('{{API_B_PORT}}', String(portB))
      .replaceAll('{{FAIL_TIMEOUT}}', options.failTimeout ?? '3s');
    const leftOver = config.match(/\{\{[A-Z_]+\}\}/);
    if (leftOver) throw new Error(`nginx.conf.template: ${leftOver[0]} was not filled in`);
    const configFile = path.join(dir, 'nginx.conf');
    fs.writeFileSync(configFile, config);
    const nginxOut = fs.openSync(path.join(dir, 'logs', 'nginx.out'), 'a');
    nginxProcess = spawn(nginx, ['-p', `${dir}/`, '-c', configFile, '-e', path.join(dir, 'logs', 'error.log')], { stdio: ['ignore', nginxOut, nginxOut] });
    fs.closeSync(nginxOut);
    const url = `http://127.0.0.1:${nginxPort}`;
    const nginxChild = nginxProcess;
    await waitFor('nginx', answers200(`${url}/readyz`), 15_000, () => nginxChild.exitCode === null);
    log(`nginx on ${url} (config ${configFile})`);

    return {
      url,
      jobCacheSeconds: JOB_CACHE_SECONDS,
      dir,
      databaseUrl,
      instances,
      prometheus,
      async kill(name, signal = 'SIGKILL') {
        const child = instances[name].child;
        if (!child) return;
        child.kill(signal);
        await exited(child);
        instances[name].child = null;
      },
      start: startInstance,
      stop,
    };
  } catch (error) {
    const logs = path.join(dir, 'logs');
    const tail = fs.existsSync(logs)
      ? fs
          .readdirSync(logs)
          .map((file) => `--- ${file}\n${fs.readFileSync(path.join(logs, file), 'utf8').slice(-2_000)}`)
          .join('\n')
      : '';
    await stop();
    throw new Error(`${(error as Error).message}\n${tail}`, { cause: error });
  }
}
