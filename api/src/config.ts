import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { PORTAL_PORT } from './portal-port';
import { SITE_NAME } from './site-name';
import { RENDERED_AHEAD, STORED_PAGES } from './site/page-store/page-store';

const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username;
  } catch {
    return false;
  }
}

/** The ranges Fastify's trustProxy (proxy-addr) knows by name. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (address/prefix length) or one of the named ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

const PROXY_EXAMPLE = 'set the addresses the proxy connects from, e.g. TRUST_PROXY=loopback (nginx on this host) or TRUST_PROXY=10.0.0.0/8 (see docs/deploy.md)';

/**
 * The proxies whose X-Forwarded-* headers are believed. Only named addresses: with `true` every
 * hop would be, so the left-most X-Forwarded-For address, which the client writes itself, would
 * count as the client's; a hop count cannot tell a proxy from a client that connects directly
 * (Fastify trusts nobody when given one).
 */
const trustedProxies = z
  .string()
  .default('false')
  .transform((value, ctx) => {
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length === 0 || value.trim() === 'false') return false;
    if (value.trim() === 'true') {
      ctx.addIssue({ code: 'custom', message: `true would believe any X-Forwarded-For a client sends: ${PROXY_EXAMPLE}` });
      return z.NEVER;
    }
    if (/^\d+$/.test(value.trim())) {
      ctx.addIssue({ code: 'custom', message: `a hop count cannot tell the proxy from a client connecting directly: ${PROXY_EXAMPLE}` });
      return z.NEVER;
    }
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0) {
      ctx.addIssue({ code: 'custom', message: `${wrong.join(', ')} is not an address, a CIDR range or loopback, linklocal, uniquelocal: ${PROXY_EXAMPLE}` });
      return z.NEVER;
    }
    return entries;
  });

const EnvSchema = z.object({
  NODE_ENV: z.string().default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_PREPARED_STATEMENTS: z.enum(['true', 'false'], 'DATABASE_PREPARED_STATEMENTS must be true or false').default('true'),
  SITE_DIR: z.string().optional(),
  SERVER_RENDER_BUDGET_MS: z.coerce.number().int().min(0).max(10_000).default(300),
  RENDER_AHEAD_PAGES: z.coerce.number().int().min(0).max(STORED_PAGES).default(RENDERED_AHEAD),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  CORS_ORIGINS: commaList,
  PUBLIC_URL: z
    .string()
    .optional()
    .refine((value) => !value || isOrigin(value), 'PUBLIC_URL must be an origin such as https://jobs.example.com (scheme and host, no path)'),
  TRUST_PROXY: trustedProxies,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  JOB_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  SQLITE_SYNCHRONOUS: z.enum(['NORMAL', 'FULL']).default('NORMAL'),
  SQLITE_CACHE_MB: z.coerce.number().positive().max(65_536).optional(),
  LOGIN_FAILURES_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_FAILURES_PER_EMAIL: z.coerce.number().int().positive().default(5),
  REGISTRATIONS_PER_IP: z.coerce.number().int().positive().default(20),
  PASSWORD_RESETS_PER_EMAIL: z.coerce.number().int().positive().default(5),
  PASSWORD_RESETS_PER_IP: z.coerce.number().int().positive().default(20),
  INVITATIONS_PER_RECRUITER: z.coerce.number().int().positive().default(50),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(15 * 60),
  FILE_STORE: z.enum(['local', 'database', ''], "FILE_STORE must be 'local' or 'database'").optional(),
  REDIS_URL: z
    .string()
    .regex(/^(rediss?:\/\/.+)?$/, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().max(100).default('portal:'),
  SMTP_URL: z
    .string()
    .regex(/^(smtps?:\/\/.+)?$/, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  SMTP_FROM: z.string().max(200).optional(),
  MAIL_POLL_MS: z.coerce.number().int().positive().default(1000),
  MAIL_LEASE_MS: z.coerce.number().int().min(1000, 'MAIL_LEASE_MS must be at least 1000').default(5 * 60_000),
  SMTP_POOL_SIZE: z.coerce.number().int().min(1, 'SMTP_POOL_SIZE must be at least 1').max(100, 'SMTP_POOL_SIZE must be at most 100').default(5),
  INSTANCE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{0,64}$/, 'INSTANCE_NAME must be 1-64 letters, digits, dots, dashes or underscores')
    .optional(),
  METRICS_PORT: z.coerce
    .number({ error: 'METRICS_PORT must be a port number, or 0 to turn metrics off' })
    .int('METRICS_PORT must be a port number, or 0 to turn metrics off')
    .min(0, 'METRICS_PORT must be a port number, or 0 to turn metrics off')
    .max(65535, 'METRICS_PORT must be at most 65535')
    .default(9464),
  METRICS_HOST: z.string().min(1, 'METRICS_HOST must be an address to listen on, such as 127.0.0.1').default('127.0.0.1'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .optional()
    .refine((value) => !value || /^https?:\/\/[^/]/.test(value), 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL, such as http://collector:4318'),
  OTEL_SERVICE_NAME: z.string().max(200).optional(),
  OTEL_SDK_DISABLED: z.string().optional(),
  PLATFORM_TOKEN: z
    .string()
    .optional()
    .refine((value) => !value || value.length >= 32, 'PLATFORM_TOKEN must be at least 32 characters (e.g. openssl rand -hex 32)'),
  RELEASE_ALERT_EMAIL: z.union([z.literal(''), z.email('RELEASE_ALERT_EMAIL must be an email address, such as platform@example.com')]).optional(),
  CANARY_CHECK_SECONDS: z.coerce.number().int().min(1, 'CANARY_CHECK_SECONDS must be 1 to 60').max(60, 'CANARY_CHECK_SECONDS must be 1 to 60').default(10),
  REMOTE_OVERRIDE_ORIGINS: commaList.refine(
    (origins) => origins.every(isOrigin),
    'REMOTE_OVERRIDE_ORIGINS must be origins such as http://localhost:3002 (scheme, host and port, no path), separated by commas',
  ),
}).refine((env) => env.METRICS_PORT === 0 || env.METRICS_PORT !== env.PORT, {
  path: ['METRICS_PORT'],
  message: 'METRICS_PORT must differ from PORT: metrics are never served on the public port (0 turns them off)',
});

export type Config = {
  env: string;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Whether PostgreSQL keeps the hottest statements prepared on each connection
   * (db/prepared-statements.ts); off behind a pooler that hands a session's statements to
   * another session (PgBouncer's transaction mode, unless 1.21 or later with
   * `max_prepared_statements` above 0).
   */
  preparedStatements: boolean;
  /** When set, the built site (shell and remotes) is served from here on the API's origin. */
  siteDir: string | undefined;
  /**
   * How long a public page may wait for its server render (see docs/server-rendering.md)
   * before it goes out unrendered, for the browser to render; 0 turns server rendering off.
   */
  serverRenderBudgetMs: number;
  /** How many pages a release renders ahead of their first view (docs/server-rendering.md, "Rendered ahead"); 0: none. */
  renderAheadPages: number;
  jwtSecret: string | undefined;
  corsOrigins: string[];
  /** The API's public origin: file URLs in answers start with it (else with the request's own origin). */
  publicUrl: string | undefined;
  /** The proxies (addresses, CIDR ranges) whose X-Forwarded-For/Proto/Host are believed; false: none. */
  trustProxy: false | string[];
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  requestTimeoutMs: number;
  /**
   * How long public job pages and search results are reused by an instance (0: never), so
   * how long another instance's write may take to show here. Search totals in the
   * thousands are reused six times as long.
   */
  jobCacheSeconds: number;
  sqliteSynchronous: 'NORMAL' | 'FULL';
  /** SQLite's page cache in MiB; unset: the database module's default. */
  sqliteCacheMb: number | undefined;
  /** Where uploads live: files under DATA_DIR, or rows in the database every instance shares. */
  fileStore: 'local' | 'database';
  /** When set, attempt limits are counted in Redis, shared by every instance. */
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  /** Sent as the X-Instance header and in every log line, so a proxy's choice can be seen. */
  instanceName: string | undefined;
  /** Where Prometheus scrapes GET /metrics: a listener of its own, never the public port; port 0: none. */
  metrics: { port: number; host: string };
  /**
   * OpenTelemetry traces, exported over OTLP/HTTP while OTEL_EXPORTER_OTLP_ENDPOINT is set (the
   * SDK reads the other OTEL_* variables itself). Null without it: no SDK, no spans.
   */
  traces: { serviceName: string } | null;
  /** What the platform team's calls (GET /api/v1/platform/releases) must send as a bearer token; unset, those routes do not exist. */
  platformToken: string | undefined;
  releases: {
    /** Told by email when the watcher ends a canary by itself. */
    alertEmail: string | undefined;
    /** How often each instance compares running canaries with their live versions. */
    canaryCheckMs: number;
    /** Origins a tab may load a remote from instead of its release (`?remote-override=`); none by default. */
    overrideOrigins: string[];
  };
  mail: {
    /** Without it, each message is written as an .eml file under DATA_DIR/mail. */
    smtpUrl: string | undefined;
    from: string;
    /** How often the mail worker looks at the outbox. */
    pollMs: number;
    /**
     * How long a claimed message is one instance's to send; one whose sender died is sent again
     * after it. Keep it well above the SMTP time-outs (30 s), or a slow send could be repeated.
     */
    leaseMs: number;
    /** SMTP connections kept open, each sending one message at a time: the mail worker sends this many at once. */
    poolSize: number;
    /** Where links in messages point: PUBLIC_URL, else this server on localhost. */
    siteUrl: string;
  };
  rateLimits: {
    windowSeconds: number;
    loginFailuresPerIp: number;
    loginFailuresPerEmail: number;
    registrationsPerIp: number;
    /** "Forgot password?" requests, per address asked for and per client address. */
    passwordResetsPerEmail: number;
    passwordResetsPerIp: number;
    /** Team invitations a recruiter sends: each emails text they chose from the site's address. */
    invitationsPerRecruiter: number;
  };
};

/**
 * A relative path means relative to where the user ran the command: `npm run … --workspace
 * api` runs inside api/, but INIT_CWD keeps the directory npm was started from.
 */
function fromWhereRun(env: NodeJS.ProcessEnv, target: string): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), target);
}

/**
 * The configuration of a script run beside the portal `npm start` serves (the demo seed): with
 * PUBLIC_URL and PORT unset, links in its emails point where that portal listens, not at 8000.
 */
export const loadPortalConfig = (env: NodeJS.ProcessEnv = process.env): Config => loadConfig({ PORT: String(PORTAL_PORT), ...env });

/** Reads the environment once at start-up; a bad value stops the process with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: fromWhereRun(env, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    preparedStatements: e.DATABASE_PREPARED_STATEMENTS === 'true',
    siteDir: e.SITE_DIR ? fromWhereRun(env, e.SITE_DIR) : undefined,
    serverRenderBudgetMs: e.SERVER_RENDER_BUDGET_MS,
    renderAheadPages: e.RENDER_AHEAD_PAGES,
    jwtSecret: e.JWT_SECRET,
    corsOrigins: e.CORS_ORIGINS,
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    jobCacheSeconds: e.JOB_CACHE_SECONDS,
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
    sqliteCacheMb: e.SQLITE_CACHE_MB,
    // With PostgreSQL (the shared database several instances run on) uploads go with the rows
    // that point at them, unless FILE_STORE says otherwise: see docs/deploy.md.
    fileStore: e.FILE_STORE || (e.DATABASE_URL ? 'database' : 'local'),
    mail: {
      smtpUrl: e.SMTP_URL || undefined,
      from: e.SMTP_FROM || `${SITE_NAME} <no-reply@${new URL(e.PUBLIC_URL || 'http://localhost').hostname}>`,
      pollMs: e.MAIL_POLL_MS,
      leaseMs: e.MAIL_LEASE_MS,
      poolSize: e.SMTP_POOL_SIZE,
      siteUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : `http://localhost:${e.PORT}`,
    },
    redisUrl: e.REDIS_URL || undefined,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    instanceName: e.INSTANCE_NAME || undefined,
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST },
    traces: e.OTEL_EXPORTER_OTLP_ENDPOINT && e.OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true' ? { serviceName: e.OTEL_SERVICE_NAME || 'portal-api' } : null,
    platformToken: e.PLATFORM_TOKEN || undefined,
    releases: {
      alertEmail: e.RELEASE_ALERT_EMAIL || undefined,
      canaryCheckMs: e.CANARY_CHECK_SECONDS * 1000,
      overrideOrigins: e.REMOTE_OVERRIDE_ORIGINS.map((origin) => new URL(origin).origin),
    },
    rateLimits: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      loginFailuresPerIp: e.LOGIN_FAILURES_PER_IP,
      loginFailuresPerEmail: e.LOGIN_FAILURES_PER_EMAIL,
      registrationsPerIp: e.REGISTRATIONS_PER_IP,
      passwordResetsPerEmail: e.PASSWORD_RESETS_PER_EMAIL,
      passwordResetsPerIp: e.PASSWORD_RESETS_PER_IP,
      invitationsPerRecruiter: e.INVITATIONS_PER_RECRUITER,
    },
  };
}

/**
 * What an operator should hear at start-up about running several instances. PostgreSQL with
 * one instance stays valid without JWT_SECRET or REDIS_URL, so these are warnings, not errors.
 */
export function scaleOutWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.databaseUrl && !config.jwtSecret) {
    warnings.push(
      'JWT_SECRET is not set: sessions are signed with a secret generated under DATA_DIR, so another API instance will not accept them. Set the same JWT_SECRET on every instance.',
    );
  }
  if (config.databaseUrl && !config.redisUrl) {
    warnings.push('REDIS_URL is not set: login and registration limits are counted per instance, so N instances allow N times the limit.');
  }
  if (config.databaseUrl && config.fileStore === 'local') {
    warnings.push('FILE_STORE=local: uploads are kept under this instance\'s DATA_DIR, so other instances cannot serve them unless DATA_DIR/uploads is shared storage.');
  }
  return warnings;
}
