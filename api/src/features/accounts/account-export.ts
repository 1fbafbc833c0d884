import type { AppDeps } from '../../deps';
import type { Viewer } from '../../http/auth';
import { alertService } from '../alerts/alert-service';
import { toStudentApplication } from '../applications/application-serializer';
import { applicationService } from '../applications/application-service';
import { companyService } from '../companies/company-service';
import { jobService } from '../jobs/job-service';
import { notificationService } from '../notifications/notification-service';
import { savedJobService } from '../saved-jobs/saved-job-service';
import { userService } from '../users/user-service';

/**
 * Everything stored about the caller, in the shapes the API answers with: their profile and
 * preferences, notifications, and what their role made (a student's applications with their
 * histories, saved jobs and alerts; a recruiter's companies and jobs). Nobody else's personal data: applicants to a
 * recruiter's jobs are theirs, not the recruiter's, and stay out.
 */
export async function exportAccount(deps: AppDeps, viewer: Viewer) {
  const [user, notifications] = await Promise.all([userService(deps).current(viewer.id), notificationService(deps).all(viewer.id)]);
  const common = { exportedAt: new Date().toISOString(), user, notifications };
  if (viewer.role === 'student') {
    const [applications, savedJobs, alerts] = await Promise.all([
      applicationService(deps).listForStudent(viewer.id),
      savedJobService(deps).all(viewer.id),
      alertService(deps).list(viewer.id),
    ]);
    return { ...common, applications: applications.map(toStudentApplication), savedJobs, alerts };
  }
  const [companies, jobs] = await Promise.all([companyService(deps).listOwn(viewer.id), jobService(deps).listOwn(viewer.id)]);
  return { ...common, companies, jobs };
}
