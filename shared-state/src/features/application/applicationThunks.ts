import type { ApplicantsResponse, ApplicationStatus, MessageResponse } from '@portal/api/contract';
import { applicationApi } from '../../api/applicationApi';
import type { AppThunk } from '../../store/thunk';
import { fetchJob } from '../job/jobThunks';
import { applicantStatusChanged, setAllApplicants } from './applicationSlice';

/**
 * Applies, then reloads the job so singleJob carries the caller's own
 * application (the 'Already Applied' state) and the new applicant count as
 * the server has them. A failed reload must not turn a successful apply into
 * an error: the page just keeps the old copy until its next load.
 */
export const applyToJob =
  (jobId: string): AppThunk<MessageResponse> =>
  async (dispatch) => {
    const response = await applicationApi.apply(jobId);
    await dispatch(fetchJob(jobId)).catch(() => undefined);
    return response;
  };

export const fetchApplicants =
  (jobId: string): AppThunk<ApplicantsResponse> =>
  async (dispatch) => {
    const response = await applicationApi.applicants(jobId);
    dispatch(setAllApplicants(response.job));
    return response;
  };

export const updateApplicationStatus =
  (applicationId: string, status: ApplicationStatus): AppThunk<MessageResponse> =>
  async (dispatch) => {
    const response = await applicationApi.updateStatus(applicationId, status);
    dispatch(applicantStatusChanged({ applicationId, status }));
    return response;
  };
