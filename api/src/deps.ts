import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database, Engine } from './db/schema';
import type { JobReads } from './features/jobs/job-reads';
import type { AttemptLimiter } from './http/attempt-limiter';
import type { FileStore } from './uploads/file-store';
import type { Notify } from './features/notifications/notifier';
import type { EmailSite } from './mail/email-content';

/** What the route plugins are given: the real collaborators, built once in app.ts. */
export type AppDeps = {
  db: Kysely<Database>;
  engine: Engine;
  files: FileStore;
  /** Where uploads stream to before they are checked; on the same volume as a local store. */
  uploadTmpDir: string;
  limiter: AttemptLimiter;
  /** Public job reads, cached briefly; writes tell it what they changed. */
  jobReads: JobReads;
  /** Tells users about an event, in the event's own transaction (a notification, and email if they keep it on). */
  notify: Notify;
  /** The site as emails name and link it. */
  site: EmailSite;
  rateLimits: Config['rateLimits'];
};
