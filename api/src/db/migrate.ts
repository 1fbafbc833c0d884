import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './connect';
import type { Engine } from './schema';
import { coreTables } from './migrations/0001-core-tables';
import { jobSearchIndex } from './migrations/0002-job-search-index';
import { storedFiles } from './migrations/0003-stored-files';
import { endedSessions } from './migrations/0004-ended-sessions';
import { companyNamesPerRecruiter } from './migrations/0005-company-names-per-recruiter';
import { jobLifecycle } from './migrations/0006-job-lifecycle';
import { applicationStages } from './migrations/0007-application-stages';
import { notificationsAndAccounts } from './migrations/0008-notifications-and-accounts';
import { savedJobs } from './migrations/0009-saved-jobs';
import { jobAlerts } from './migrations/0010-job-alerts';
import { jobRelevanceSearch } from './migrations/0011-job-relevance-search';
import { fencedClaims } from './migrations/0012-fenced-claims';
import { mailHeaders } from './migrations/0013-mail-headers';
import { alertSearches } from './migrations/0014-alert-searches';
import { jobVocabulary } from './migrations/0015-job-vocabulary';
import { telemetryCounts } from './migrations/0016-telemetry-counts';
import { renderedPages } from './migrations/0017-rendered-pages';
import { jobWordFacets } from './migrations/0018-job-word-facets';
import { canaryAutoRollbacks } from './migrations/0019-canary-auto-rollbacks';
import { applicationResponses } from './migrations/0021-application-responses';
import { salaryRanges } from './migrations/0020-salary-ranges';
import { jobPreferences } from './migrations/0022-job-preferences';
import { screeningQuestions } from './migrations/0023-screening-questions';
import { companyTeams } from './migrations/0024-company-teams';
import { interviews } from './migrations/0025-interviews';
import { waitingApplications } from './migrations/0026-waiting-applications';
import { analyticsIndexes } from './migrations/0027-analytics-indexes';
import { companyResponseDays } from './migrations/0028-company-response-days';
import { packedRenderedPages } from './migrations/0029-packed-rendered-pages';
import { screensInPageBytes } from './migrations/0030-screens-in-page-bytes';
import { jobFacetColumns } from './migrations/0031-job-facet-columns';

function migrationsFor(engine: Engine): Record<string, Migration> {
  return {
    '0001-core-tables': coreTables(engine),
    '0002-job-search-index': jobSearchIndex(engine),
    '0003-stored-files': storedFiles(engine),
    '0004-ended-sessions': endedSessions(engine),
    '0005-company-names-per-recruiter': companyNamesPerRecruiter(engine),
    '0006-job-lifecycle': jobLifecycle,
    '0007-application-stages': applicationStages(engine),
    '0008-notifications-and-accounts': notificationsAndAccounts(engine),
    '0009-saved-jobs': savedJobs(engine),
    '0010-job-alerts': jobAlerts(engine),
    '0011-job-relevance-search': jobRelevanceSearch(engine),
    '0012-fenced-claims': fencedClaims,
    '0013-mail-headers': mailHeaders,
    '0014-alert-searches': alertSearches,
    '0015-job-vocabulary': jobVocabulary,
    '0016-telemetry-counts': telemetryCounts(engine),
    '0017-rendered-pages': renderedPages(engine),
    '0018-job-word-facets': jobWordFacets(engine),
    '0019-canary-auto-rollbacks': canaryAutoRollbacks(engine),
    '0021-application-responses': applicationResponses(engine),
    '0020-salary-ranges': salaryRanges(engine),
    '0022-job-preferences': jobPreferences(engine),
    '0023-screening-questions': screeningQuestions,
    '0024-company-teams': companyTeams(engine),
    '0025-interviews': interviews(engine),
    '0026-waiting-applications': waitingApplications(engine),
    '0027-analytics-indexes': analyticsIndexes,
    '0028-company-response-days': companyResponseDays(engine),
    '0029-packed-rendered-pages': packedRenderedPages(engine),
    '0030-screens-in-page-bytes': screensInPageBytes(engine),
    '0031-job-facet-columns': jobFacetColumns(engine),
  };
}

/**
 * Brings the schema up to date (or, for tests of a migration, up to the one named); safe to
 * run on every start and from several instances at once.
 */
export async function migrateToLatest({ db, engine }: DatabaseHandle, upTo?: string): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(engine) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
