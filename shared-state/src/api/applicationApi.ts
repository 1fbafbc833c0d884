import type {
  ApplicantsResponse,
  ApplicationStatus,
  ApplicationsResponse,
  MessageResponse,
  StatusUpdateBody,
} from '@portal/api/contract';
import { http } from './http';

export const applicationApi = {
  apply: (jobId: string) =>
    http.post<MessageResponse>(`/application/apply/${encodeURIComponent(jobId)}`).then((res) => res.data),

  /** The logged-in student's applications, newest first. */
  mine: () => http.get<ApplicationsResponse>('/application/get').then((res) => res.data),

  /** One of the recruiter's jobs with its applications. */
  applicants: (jobId: string) =>
    http.get<ApplicantsResponse>(`/application/${encodeURIComponent(jobId)}/applicants`).then((res) => res.data),

  updateStatus: (applicationId: string, status: ApplicationStatus) =>
    http
      .post<MessageResponse>(`/application/status/${encodeURIComponent(applicationId)}/update`, {
        status,
      } satisfies StatusUpdateBody)
      .then((res) => res.data),
};
