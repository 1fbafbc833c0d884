import path from 'node:path';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connect';
import type { AppDeps } from './deps';
import { applicationRoutes } from './features/applications/application-routes';
import { companyRoutes } from './features/companies/company-routes';
import { JobReads } from './features/jobs/job-reads';
import { jobRoutes } from './features/jobs/job-routes';
import { userRoutes } from './features/users/user-routes';
import { AttemptLimiter, MemoryAttemptStore, type AttemptStore } from './http/attempt-limiter';
import { auth } from './http/auth';
import { errorHandler, frameworkErrors, jsonNotFound } from './http/error-handler';
import { healthRoutes } from './http/health';
import { openApi } from './http/openapi';
import { originGuard } from './http/origin-guard';
import { securityHeaders } from './http/security-headers';
import { createSessionTokens, resolveSessionSecret } from './http/session';
import { textGuard } from './http/text-guard';
import { LocalFileStore, type FileStore } from './uploads/file-store';
import { API_PREFIX } from './uploads/media-urls';
import { mediaRoutes } from './uploads/media-routes';
import { pagePolicy } from './site/page-policy';
import { pageOrNotFound, siteRoutes } from './site/site-routes';

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Defaults to files under DATA_DIR/uploads. */
  files?: FileStore;
  /** Defaults to a per-process memory store. */
  attempts?: AttemptStore;
};

export async function buildApp({ config, database, files, attempts }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.cookie', 'res.headers["set-cookie"]'] },
    trustProxy: config.trustProxy,
    requestTimeout: config.requestTimeoutMs,
    bodyLimit: 64 * 1024,
    // Long enough that any malformed id reaches parseId and is answered 404, not 414.
    routerOptions: { maxParamLength: 1000 },
    // Clients see "Connection: close" and a 503 while the server drains on shutdown.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: AppDeps = {
    db: database.db,
    engine: database.engine,
    files: files ?? new LocalFileStore(path.join(config.dataDir, 'uploads')),
    uploadTmpDir: path.join(config.dataDir, 'tmp'),
    jobReads: new JobReads(database.db, database.engine),
    limiter: new AttemptLimiter(attempts ?? new MemoryAttemptStore(), config.rateLimits.windowSeconds),
    rateLimits: config.rateLimits,
  };

  await app.register(errorHandler);
  await app.register(textGuard);
  await app.register(cookie);
  await app.register(cors, { origin: config.corsOrigins, credentials: true });
  await app.register(originGuard, { allowedOrigins: config.corsOrigins });
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(auth, { db: deps.db, tokens: createSessionTokens(resolveSessionSecret(config.jwtSecret, config.dataDir)) });
  await app.register(openApi);

  await app.register(securityHeaders, { pagePolicy: config.siteDir ? () => pagePolicy(config.siteDir!) : undefined });

  await app.register(healthRoutes, { checks: { database: database.ping, storage: () => deps.files.check() } });
  await app.register(
    async (api) => {
      await api.register(userRoutes, { ...deps, prefix: '/user' });
      await api.register(jobRoutes, { ...deps, prefix: '/job' });
      await api.register(applicationRoutes, { ...deps, prefix: '/application' });
      await api.register(companyRoutes, { ...deps, prefix: '/company' });
      await api.register(mediaRoutes, deps);
    },
    { prefix: API_PREFIX },
  );
  if (config.siteDir) {
    await app.register(siteRoutes, { siteDir: config.siteDir });
    app.setNotFoundHandler(pageOrNotFound(jsonNotFound));
  } else {
    app.setNotFoundHandler(jsonNotFound);
  }
  return app;
}
