import path from 'node:path';
import { z } from 'zod';

const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const EnvSchema = z.object({
  NODE_ENV: z.string().default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SITE_DIR: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  CORS_ORIGINS: commaList,
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  SQLITE_SYNCHRONOUS: z.enum(['NORMAL', 'FULL']).default('NORMAL'),
  LOGIN_FAILURES_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_FAILURES_PER_EMAIL: z.coerce.number().int().positive().default(5),
  REGISTRATIONS_PER_IP: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(15 * 60),
});

export type Config = {
  env: string;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** When set, the built site (shell and remotes) is served from here on the API's origin. */
  siteDir: string | undefined;
  jwtSecret: string | undefined;
  corsOrigins: string[];
  trustProxy: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  requestTimeoutMs: number;
  sqliteSynchronous: 'NORMAL' | 'FULL';
  rateLimits: {
    windowSeconds: number;
    loginFailuresPerIp: number;
    loginFailuresPerEmail: number;
    registrationsPerIp: number;
  };
};

/**
 * A relative path means relative to where the user ran the command: `npm run … --workspace
 * api` runs inside api/, but INIT_CWD keeps the directory npm was started from.
 */
function fromWhereRun(env: NodeJS.ProcessEnv, target: string): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), target);
}

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
    siteDir: e.SITE_DIR ? fromWhereRun(env, e.SITE_DIR) : undefined,
    jwtSecret: e.JWT_SECRET,
    corsOrigins: e.CORS_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
    rateLimits: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      loginFailuresPerIp: e.LOGIN_FAILURES_PER_IP,
      loginFailuresPerEmail: e.LOGIN_FAILURES_PER_EMAIL,
      registrationsPerIp: e.REGISTRATIONS_PER_IP,
    },
  };
}
