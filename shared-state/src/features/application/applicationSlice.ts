import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApplicationStatus, JobWithApplicants } from '@portal/api/contract';
import { loggedOut } from '../session/sessionActions';

export interface ApplicationState {
  /** The job whose applicants the recruiter is looking at, with its applications. */
  applicants: JobWithApplicants | null;
}

export const initialApplicationState: ApplicationState = { applicants: null };

const applicationSlice = createSlice({
  name: 'application',
  initialState: initialApplicationState,
  reducers: {
    setAllApplicants(state, action: PayloadAction<JobWithApplicants | null>) {
      state.applicants = action.payload;
    },
    applicantStatusChanged(state, action: PayloadAction<{ applicationId: string; status: ApplicationStatus }>) {
      const application = state.applicants?.applications.find((item) => item._id === action.payload.applicationId);
      if (application) application.status = action.payload.status;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialApplicationState);
  },
});

export const { setAllApplicants, applicantStatusChanged } = applicationSlice.actions;
export const applicationReducer = applicationSlice.reducer;
