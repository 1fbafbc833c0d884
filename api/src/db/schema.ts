import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { InterviewStatus } from '@portal/contract/interview-rules';
import type { TeamRole } from '@portal/contract/team-roles';

/** Timestamps are written as ISO strings; PostgreSQL reads them back as Date (timestamptz). */
type Timestamp = ColumnType<string | Date, string, string>;

export interface UsersTable {
  id: Generated<number>;
  fullname: string;
  email: string;
  phone_number: string;
  password_hash: string;
  role: 'student' | 'recruiter';
  bio: Generated<string>;
  /** JSON array of strings. */
  skills: Generated<string>;
  resume_key: string | null;
  resume_original_name: string | null;
  profile_photo_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 1: notifications are also emailed (account mail always is). */
  email_notifications: Generated<number>;
  /** Raised to end every session at once; a token carries the epoch it was issued in. */
  session_epoch: Generated<number>;
  /** Set when the user deleted the account: personal data is gone, records stay readable. */
  deleted_at: Timestamp | null;
  /** JSON array of the locations a student prefers (see migration 0022). */
  preferred_locations: Generated<string>;
  /** JSON array of the job types a student prefers. */
  preferred_job_types: Generated<string>;
  /** The least salary a student wants, in LPA; null for none. */
  min_salary: number | null;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  /** Lower-cased name: a recruiter's company names are unique regardless of case. */
  name_key: string;
  description: Generated<string>;
  website: Generated<string>;
  location: Generated<string>;
  logo_key: string | null;
  owner_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JobsTable {
  id: Generated<number>;
  title: string;
  description: string;
  /** JSON array of strings. */
  requirements: Generated<string>;
  salary: number;
  /** The top of the salary range (LPA), or null for a single figure: `salary` is then the whole of it. */
  salary_max: number | null;
  location: string;
  job_type: string;
  experience: number;
  position: number;
  company_id: number;
  created_by: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Closed by its poster; a job whose deadline has passed counts as closed too. */
  status: Generated<JobStatus>;
  /** The last day applications are taken (YYYY-MM-DD, server time), or null for none. */
  deadline: string | null;
  /** JSON array of the job's screening questions, knockouts included (TeamQuestion, migration 0023). */
  questions: Generated<string>;
}

export type JobStatus = 'open' | 'closed';

export interface ApplicationsTable {
  id: Generated<number>;
  job_id: number;
  applicant_id: number;
  status: Generated<ApplicationStage>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The hiring team's first stage change (migration 0021); null until they make one. */
  first_response_at: Timestamp | null;
  /** The hiring team's latest stage change. */
  last_response_at: Timestamp | null;
  /** JSON array of the answers to the job's questions as they read when the student applied (ScreeningAnswer, migration 0023). */
  answers: Generated<string>;
}

export type ApplicationStage = 'pending' | 'shortlisted' | 'interview' | 'accepted' | 'rejected' | 'withdrawn';

/** One step of an application's history, with the recruiter's message to the student. */
export interface ApplicationEventsTable {
  id: Generated<number>;
  application_id: number;
  status: ApplicationStage;
  message: string | null;
  created_at: Timestamp;
}

/** Who is in a company's team, with which role (see migration 0024). */
export interface CompanyMembersTable {
  company_id: number;
  user_id: number;
  role: TeamRole;
  joined_at: Timestamp;
}

/** How many of a company's applications sent on `sent_on` (YYYY-MM-DD, UTC) the team first answered `days` whole days later (migration 0028). */
export interface CompanyResponseDaysTable {
  company_id: number;
  sent_on: string;
  days: number;
  answered: number;
}

/** An application's interview, for its whole life: one calendar event (uid) whose sequence grows with each change. */
export interface InterviewsTable {
  id: Generated<number>;
  application_id: number;
  status: InterviewStatus;
  /** One of its slots once the student chose; null while proposed. */
  chosen_slot_id: number | null;
  location: string | null;
  message: string | null;
  sequence: Generated<number>;
  uid: string;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A time of an interview's latest proposal. */
export interface InterviewSlotsTable {
  id: Generated<number>;
  interview_id: number;
  start_at: Timestamp;
  duration_minutes: number;
}

/** A member told on `day` (YYYY-MM-DD, UTC) about the company's waiting applications: at most one a day (see migration 0026). */
export interface WaitingNudgesTable {
  day: string;
  company_id: number;
  user_id: number;
  sent_at: Timestamp;
}

/** An emailed invitation to a company's team, by its token's SHA-256 hash; single use. */
export interface CompanyInvitationsTable {
  id: Generated<number>;
  company_id: number;
  email: string;
  /** Lower-cased email: the account that may accept it, in any case. */
  email_key: string;
  role: TeamRole;
  token_hash: string;
  invited_by: number | null;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

/** A private note of the hiring team on an application: never shown to the student. */
export interface ApplicationNotesTable {
  id: Generated<number>;
  application_id: number;
  author_id: number;
  text: string;
  created_at: Timestamp;
}

/** An uploaded file kept in the database (FILE_STORE=database); its bytes are in stored_file_chunks. */
export interface StoredFilesTable {
  key: string;
  size: number;
  chunks: number;
  created_at: Timestamp;
}

export interface StoredFileChunksTable {
  file_key: string;
  /** 0, 1, 2, … in file order. */
  seq: number;
  data: Buffer;
}

/** A session logged out of before its token expired (see migration 0004). */
export interface EndedSessionsTable {
  session_id: string;
  expires_at: Timestamp;
}

/** What a user is told (see migration 0008). */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  title: string;
  body: string;
  /** A site path, e.g. /description/42. */
  link: string;
  read_at: Timestamp | null;
  created_at: Timestamp;
}
/** An email waiting to be sent, or sent: queued in the transaction of its event. */
export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  sent_at: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  /** Extra headers (name to value) as JSON; null for none. */
  headers: string | null;
  /** The iCalendar part as JSON ({method, content}); null for an email without one. */
  calendar: string | null;
  /** The token of the claim that holds the row, if any (see queue/leased-queue.ts). */
  claim_token: string | null;
}
/** A password reset link's token, by its SHA-256 hash; single use. */
export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}
/** A job a student saved for later. */
export interface SavedJobsTable {
  user_id: number;
  job_id: number;
  created_at: Timestamp;
}
/** A student's saved search, sent when new jobs match it (see migration 0010). */
export interface JobAlertsTable {
  id: Generated<number>;
  user_id: number;
  keyword: string;
  /** How many distinct words the keyword has: a job matches when it has them all. */
  term_count: number;
  /** Set on alerts from before migration 0014 only, which have no `filters`. */
  location: string | null;
  job_type: string | null;
  salary_min: number | null;
  /** The search's filters as JSON (AlertFiltersSchema); null on alerts from before migration 0014. */
  filters: string | null;
  frequency: 'instant' | 'daily';
  unsubscribe_token: string;
  last_digest_at: Timestamp | null;
  created_at: Timestamp;
}
export interface AlertTermsTable {
  alert_id: number;
  term: string;
}
/** A job found for a daily alert, waiting for its digest. */
export interface AlertMatchesTable {
  alert_id: number;
  job_id: number;
  created_at: Timestamp;
}
/** Work to do after a commit, queued in its transaction. */
export interface TaskOutboxTable {
  id: Generated<number>;
  kind: string;
  /** JSON. */
  payload: string;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  done_at: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  /** The token of the claim that holds the row, if any (see queue/leased-queue.ts). */
  claim_token: string | null;
}
/**
 * Every word seen in a job's text, as the search index splits and folds it (see migration
 * 0011): typo corrections are looked up in it, and on SQLite prefixes are expanded through it.
 * Kept by triggers; words of edited or deleted jobs stay.
 */
export interface JobWordListTable {
  term: string;
}
/** Open jobs per word, deadline and facet value, kept by triggers (see migration 0018). */
export interface JobWordFacetsTable {
  term: string;
  /** '' for jobs without a deadline. */
  deadline: string;
  facet: string;
  value: string;
  n: number;
}
/** Page views and errors reported for a release, per route and minute (see migration 0016). */
export interface TelemetryCountsTable {
  minute: Timestamp;
  remote: string;
  version: string;
  route: string;
  /** 'view', or the kind of error: load, boundary, unhandled, render. */
  kind: string;
  n: number;
}
/** Web vitals reported for a release, as histogram buckets per minute (see migration 0016). */
export interface TelemetryVitalsTable {
  minute: Timestamp;
  remote: string;
  version: string;
  name: string;
  /** The bucket's upper bound: seconds (CLS unitless); Infinity for the last. */
  le: number;
  n: number;
}
/** A visitor's server-rendered page, per site generation and URL (see migrations 0017, 0029 and 0030). */
export interface RenderedPagesTable {
  generation: string;
  url: string;
  /** Written empty since migration 0029 (the screen is packed), for instances of the release before it. */
  html: string;
  styles: string;
  state: string | null;
  /**
   * The page's screen packed as JSON (0029), as the releases before 0030 write it; this release
   * writes it null and reads it first: one there was written over this release's row.
   */
  screen: Buffer | null;
  /** The page's screen as the bytes that go into the page, deflated (site/page-store/screen-codec.ts, migration 0030). */
  screen_in_page: Buffer | null;
  rendered_at: Timestamp;
  /** Served as it is until then; later, served while it is rendered again. */
  fresh_until: Timestamp;
  /** Never served after this. */
  expires_at: Timestamp;
}
/** What a rendered page shows ('job:12', 'listing', …): a write to it deletes the page. */
export interface RenderedPageDependenciesTable {
  dependency: string;
  generation: string;
  url: string;
}
/** Each deletion of rendered pages by what they show, in order (see migration 0017). */
export interface RenderedPageDropsTable {
  id: Generated<number>;
  dependency: string;
  dropped_at: Timestamp;
}
/** A canary the watcher ended by itself, claimed by the one instance that ends it (see migration 0019). */
export interface CanaryAutoRollbacksTable {
  remote: string;
  version: string;
  /** When the canary started, as the site folder spells it. */
  since: string;
  /** The figures that ended it. */
  reason: string;
  claimed_at: Timestamp;
}
export interface Database {
  users: UsersTable;
  companies: CompaniesTable;
  jobs: JobsTable;
  applications: ApplicationsTable;
  application_events: ApplicationEventsTable;
  application_notes: ApplicationNotesTable;
  stored_files: StoredFilesTable;
  stored_file_chunks: StoredFileChunksTable;
  ended_sessions: EndedSessionsTable;
  notifications: NotificationsTable;
  mail_outbox: MailOutboxTable;
  password_resets: PasswordResetsTable;
  saved_jobs: SavedJobsTable;
  job_alerts: JobAlertsTable;
  alert_terms: AlertTermsTable;
  alert_matches: AlertMatchesTable;
  task_outbox: TaskOutboxTable;
  job_word_list: JobWordListTable;
  job_word_facets: JobWordFacetsTable;
  telemetry_counts: TelemetryCountsTable;
  telemetry_vitals: TelemetryVitalsTable;
  rendered_pages: RenderedPagesTable;
  rendered_page_dependencies: RenderedPageDependenciesTable;
  rendered_page_drops: RenderedPageDropsTable;
  canary_auto_rollbacks: CanaryAutoRollbacksTable;
  company_members: CompanyMembersTable;
  company_response_days: CompanyResponseDaysTable;
  company_invitations: CompanyInvitationsTable;
  interviews: InterviewsTable;
  interview_slots: InterviewSlotsTable;
  waiting_nudges: WaitingNudgesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type JobRow = Selectable<JobsTable>;
export type ApplicationRow = Selectable<ApplicationsTable>;

export type Engine = 'sqlite' | 'postgres';
