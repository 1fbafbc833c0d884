import type { AppDeps } from '../../deps';
import type { Viewer } from '../../http/auth';
import { alertRepository } from '../alerts/alert-repository';
import { toAlert } from '../alerts/alert-serializer';
import { toStudentApplication } from '../applications/application-serializer';
import { applicationService } from '../applications/application-service';
import { companyService } from '../companies/company-service';
import { jobService } from '../jobs/job-service';
import { notificationRepository } from '../notifications/notification-repository';
import { toNotification } from '../notifications/notification-serializer';
import { savedJobRepository } from '../saved-jobs/saved-job-repository';
import { userService } from '../users/user-service';

/**
 * Everything stored about the caller, in the shapes the API answers with: their profile and
 * preferences, notifications, and what their role made (a student's applications with their
 * histories, saved jobs and alerts; a recruiter's companies and jobs). Nobody else's personal data: applicants to a
 * recruiter's jobs are theirs, not the recruiter's, and stay out.
 */
export async function exportAccount(deps: AppDeps, viewer: Viewer) {
  const [user, notifications] = await Promise.all([userService(deps).current(viewer.id), notificationRepository(deps.db).all(viewer.id)]);
  const common = { exportedAt: new Date().toISOString(), user, notifications: notifications.map(toNotification) };
  if (viewer.role === 'student') {
    const [applications, savedIds, alerts] = await Promise.all([
      applicationService(deps).listForStudent(viewer.id),
      savedJobRepository(deps.db).idsOf(viewer.id),
      alertRepository(deps.db).listOf(viewer.id),
    ]);
    const alertCompanies = await alertRepository(deps.db).companyNamesOf(alerts);
    return {
      ...common,
      applications: applications.map(toStudentApplication),
      savedJobs: await deps.jobReads.byIds(savedIds, viewer.id),
      alerts: alerts.map((alert) => toAlert(alert, alertCompanies)),
    };
  }
  const [companies, jobs] = await Promise.all([companyService(deps).listOwn(viewer.id), jobService(deps).listOwn(viewer.id)]);
  return { ...common, companies, jobs };
}
