import os from 'node:os';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connect';
import type { AppDeps } from './deps';
import { applicationRoutes } from './features/applications/application-routes';
import { applicationInterviewRoutes, interviewRoutes } from './features/interviews/interview-routes';
import { companyPageRoutes } from './features/company-pages/company-page-routes';
import { companyRoutes } from './features/companies/company-routes';
import { analyticsRoutes } from './features/analytics/analytics-routes';
import { teamRoutes } from './features/teams/team-routes';
import { JobReads } from './features/jobs/job-reads';
import { jobRoutes } from './features/jobs/job-routes';
import { accountRoutes } from './features/accounts/account-routes';
import { alertRoutes } from './features/alerts/alert-routes';
import { unsubscribeRoutes } from './features/alerts/unsubscribe-routes';
import { createNotifier } from './features/notifications/notifier';
import { notificationRoutes } from './features/notifications/notification-routes';
import { savedJobRoutes } from './features/saved-jobs/saved-job-routes';
import { userRoutes } from './features/users/user-routes';
import { absoluteUrls } from './http/absolute-urls';
import { AttemptLimiter, type AttemptStore } from './http/attempt-limiter';
import { auth } from './http/auth';
import { bodyDeadline } from './http/body-deadline';
import { clientErrors, errorHandler, frameworkErrors, jsonNotFound } from './http/error-handler';
import { healthRoutes } from './http/health';
import { logSerializers } from './http/log-serializers';
import { openApi } from './http/openapi';
import { originGuard } from './http/origin-guard';
import { securityHeaders } from './http/security-headers';
import { createSessionTokens, resolveSessionSecret } from './http/session';
import { textGuard } from './http/text-guard';
import { sharedState } from './scale-out';
import type { FileStore } from './uploads/file-store';
import { API_PREFIX } from './http/api-prefix';
import { mediaRoutes } from './uploads/media-routes';
import { sweepTemporaryUploadsWhileRunning } from './uploads/temporary-files';
import { sendMailWhileRunning } from './mail/send-mail-while-running';
import { runTasksWhileRunning } from './tasks/run-tasks-while-running';
import { pagePolicy } from './site/page-policy';
import { siteRoutes } from './site/site-routes';
import { SITE_NAME } from './site-name';
import { installMetrics } from './metrics/app-metrics';
import { seoRoutes } from './features/seo/seo-routes';
import { liveSite } from './site/live-site';
import { recordTelemetryWhileRunning } from './features/telemetry/telemetry-recorder';
import { watchCanariesWhileRunning } from './features/platform/canary-watcher';
import { platformRoutes } from './features/platform/platform-routes';
import { BEACON_WINDOW_SECONDS, telemetryRoutes } from './features/telemetry/telemetry-routes';
import { IncomingRequestLineInSpan } from './tracing/incoming-request-line';
import { traceIdsOfActiveSpan } from './tracing/log-trace-ids';
import { traceRequests } from './tracing/request-spans';

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Defaults to what FILE_STORE says: files under DATA_DIR/uploads, or the database. */
  files?: FileStore;
  /** Defaults to Redis when REDIS_URL is set, else a per-process memory store. */
  attempts?: AttemptStore;
  /** Where the log is written; standard output by default. */
  logStream?: { write(line: string): void };
  /** Serve GET /metrics on METRICS_PORT while the app runs (the server does; scripts and tests that inject do not). */
  serveMetrics?: boolean;
};

export async function buildApp({ config, database, files, attempts, logStream, serveMetrics = false }: AppOptions): Promise<FastifyInstance> {
  const tracedRequestLog = config.traces ? new IncomingRequestLineInSpan() : undefined;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: logSerializers,
      stream: logStream,
      ...(config.instanceName && { base: { pid: process.pid, hostname: os.hostname(), instance: config.instanceName } }),
      ...(config.traces && { mixin: traceIdsOfActiveSpan }),
    },
    trustProxy: config.trustProxy,
    requestTimeout: config.requestTimeoutMs,
    bodyLimit: 64 * 1024,
    // Long enough that any malformed id reaches parseId and is answered 404, not 414.
    routerOptions: { maxParamLength: 1000 },
    // Fastify's own 503 while closing is not in the contract's shape: the hook below answers instead.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    frameworkErrors,
    clientErrorHandler: clientErrors,
    logController: tracedRequestLog,
  });
  if (tracedRequestLog) await traceRequests(app, tracedRequestLog);
  // While the server drains on shutdown, requests arriving on open connections get a 503 in the
  // contract's shape; the in-flight ones finish. Every answer sent then says "Connection: close":
  // Node closes only the connections idle at the signal, and a keep-alive connection whose
  // request was in flight would otherwise stay open, holding the shutdown until its client left.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply
      .status(503)
      .header('Retry-After', '5')
      .send({ success: false, message: 'The server is restarting. Please try again shortly.' });
  });
  // An answer sent before its request body was read to the end closes the connection. Node
  // drains such a body itself only when nothing began reading it; once a parser has started and
  // given up (a multipart head it refused), nothing reads the rest, and a keep-alive client's
  // next request on that connection waits behind it for ever.
  app.addHook('onSend', async (request, reply) => {
    if (closing || !request.raw.complete) reply.header('Connection', 'close');
  });
  installMetrics(app, { config, database, listen: serveMetrics });
  // One reader of the live site's files, so the pages, the sitemap, the policy and the telemetry read each file once per release.
  const live = config.siteDir ? liveSite(config.siteDir) : null;
  recordTelemetryWhileRunning(app, { db: database.db, site: live });
  watchCanariesWhileRunning(app, { db: database.db, config });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const shared = await sharedState(app, config, database, { files, attempts });
  const site = { name: SITE_NAME, publicUrl: config.mail.siteUrl };
  const deps: AppDeps = {
    db: database.db,
    engine: database.engine,
    files: shared.files,
    uploadTmpDir: path.join(config.dataDir, 'tmp'),
    jobReads: new JobReads(database.db, database.engine, config.jobCacheSeconds * 1000),
    limiter: new AttemptLimiter(shared.attempts, config.rateLimits.windowSeconds),
    notify: createNotifier(site),
    site,
    rateLimits: config.rateLimits,
  };

  await app.register(errorHandler);
  await app.register(bodyDeadline, { timeoutMs: config.requestTimeoutMs });
  // JSON only: the site's files are compressed at build time and images and PDFs are already compressed.
  // Request bodies are never inflated: a small compressed body must not grow past the body limits unseen.
  await app.register(compress, { encodings: ['br', 'gzip'], customTypes: /^application\/json/, requestEncodings: ['identity'] });
  await app.register(absoluteUrls, { publicUrl: config.publicUrl });
  await app.register(textGuard);
  await app.register(cookie);
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    // @fastify/cors allows only GET, HEAD and POST unless told: a listed origin's updates would fail in the preflight.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  await app.register(originGuard, { allowedOrigins: config.corsOrigins });
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(auth, { db: deps.db, tokens: createSessionTokens(resolveSessionSecret(config.jwtSecret, config.dataDir)) });
  await app.register(openApi);

  await app.register(securityHeaders, { pagePolicy: live ? async () => pagePolicy(await live.remotes(), config.releases.overrideOrigins) : undefined });

  sweepTemporaryUploadsWhileRunning(app, deps.uploadTmpDir, config.requestTimeoutMs);
  sendMailWhileRunning(app, database, config);
  await app.register(healthRoutes, { checks: { database: database.ping, storage: () => deps.files.check() } });
  await app.register(
    async (api) => {
      await api.register(userRoutes, { ...deps, prefix: '/user' });
      await api.register(accountRoutes, { ...deps, prefix: '/user' });
      await api.register(jobRoutes, { ...deps, prefix: '/job' });
      await api.register(savedJobRoutes, { ...deps, prefix: '/job' });
      await api.register(applicationRoutes, { ...deps, prefix: '/application' });
      await api.register(applicationInterviewRoutes, { ...deps, prefix: '/application' });
      await api.register(interviewRoutes, { ...deps, prefix: '/interview' });
      await api.register(companyRoutes, { ...deps, prefix: '/company' });
      await api.register(teamRoutes, { ...deps, prefix: '/company' });
      await api.register(analyticsRoutes, { ...deps, prefix: '/company' });
      await api.register(companyPageRoutes, { ...deps, prefix: '/company' });
      await api.register(notificationRoutes, { ...deps, prefix: '/notification' });
      await api.register(alertRoutes, { ...deps, prefix: '/alert' });
      await api.register(unsubscribeRoutes, { ...deps, prefix: '/alert' });
      await api.register(telemetryRoutes, { prefix: '/telemetry', beacons: new AttemptLimiter(shared.attempts, BEACON_WINDOW_SECONDS) });
      await api.register(platformRoutes, { prefix: '/platform', db: deps.db, siteDir: config.siteDir, token: config.platformToken });
      await api.register(mediaRoutes, deps);
    },
    { prefix: API_PREFIX },
  );
  await app.register(seoRoutes, { ...deps, routes: live ? live.routes : async () => [] });
  if (config.siteDir && live) {
    const { pageTasks } = await siteRoutes(app, {
      ...deps,
      siteDir: config.siteDir,
      live,
      serverRenderBudgetMs: config.serverRenderBudgetMs,
      renderAheadPages: config.renderAheadPages,
      jobCacheMs: config.jobCacheSeconds * 1000,
      pageStore: shared.pages,
      overrideOrigins: config.releases.overrideOrigins,
    });
    runTasksWhileRunning(app, database, config, deps, pageTasks);
  } else {
    runTasksWhileRunning(app, database, config, deps, {});
  }
  app.setNotFoundHandler(jsonNotFound);
  return app;
}
