import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { scaleOutWarnings, type Config } from './config';
import type { DatabaseHandle } from './db/connect';
import { MemoryAttemptStore, type AttemptStore } from './http/attempt-limiter';
import { RedisAttemptStore } from './http/redis-attempt-store';
import { DatabasePageStore } from './site/page-store/database-page-store';
import { STORED_PAGES, type PageStore } from './site/page-store/page-store';
import { RedisPageStore } from './site/page-store/redis-page-store';
import { countLocalUploads, DatabaseFileStore } from './uploads/database-file-store';
import { LocalFileStore, type FileStore } from './uploads/file-store';


/**
 * What several API instances must share, chosen by configuration (see docs/deploy.md): the
 * file store (FILE_STORE), the attempt counts and the rendered pages (REDIS_URL; the pages are
 * in the database without it), and the X-Instance header (INSTANCE_NAME) that shows which
 * instance answered. Sessions are shared through JWT_SECRET.
 */
export async function sharedState(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
  given: { files?: FileStore; attempts?: AttemptStore },
): Promise<{ files: FileStore; attempts: AttemptStore; pages: PageStore }> {
  for (const warning of scaleOutWarnings(config)) app.log.warn(warning);

  if (config.instanceName) {
    const name = config.instanceName;
    app.addHook('onSend', async (_request, reply) => {
      reply.header('X-Instance', name);
    });
  }

  let files = given.files;
  if (!files) {
    const uploadsDir = path.join(config.dataDir, 'uploads');
    if (config.fileStore === 'database') {
      files = new DatabaseFileStore(database.db);
      const leftBehind = countLocalUploads(uploadsDir);
      if (leftBehind > 0) {
        app.log.warn(
          `FILE_STORE=database, but ${leftBehind} uploaded files are under ${uploadsDir} and are not served: copy them in with \`npm run files:import --workspace api\`, or set FILE_STORE=local.`,
        );
      }
    } else {
      files = new LocalFileStore(uploadsDir);
    }
  }

  let attempts = given.attempts;
  if (!attempts) {
    if (config.redisUrl) {
      const redis = new RedisAttemptStore({ url: config.redisUrl, keyPrefix: config.redisKeyPrefix, log: app.log });
      app.addHook('onClose', async () => redis.close());
      // Counts are right from the first request; Redis down at start-up only delays start by this much.
      await redis.ready(2_000);
      attempts = redis;
    } else {
      attempts = new MemoryAttemptStore();
    }
  }
  let pages: PageStore;
  if (config.redisUrl) {
    const redis = new RedisPageStore({ url: config.redisUrl, keyPrefix: config.redisKeyPrefix });
    app.addHook('onClose', async () => redis.close());
    // Until Redis answers, pages are rendered on the spot.
    await redis.ready(2_000);
    pages = redis;
  } else {
    pages = new DatabasePageStore(database.db, database.engine, STORED_PAGES);
  }
  app.log.info({ fileStore: files.constructor.name, attemptStore: attempts.constructor.name, pageStore: pages.constructor.name }, 'shared state');
  return { files, attempts, pages };
}
