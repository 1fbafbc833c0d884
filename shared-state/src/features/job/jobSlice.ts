import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Job, JobListResponse, StudentApplication } from '@portal/api/contract';
import { loggedOut } from '../session/sessionActions';

export interface JobState {
  allJobs: Job[];
  /** All matches of the last search, not only the pages loaded. */
  total: number;
  /** Cursor of the next page of allJobs; null when the last page is loaded. */
  nextCursor: string | null;
  allAdminJobs: Job[];
  singleJob: Job | null;
  allAppliedJobs: StudentApplication[];
  searchedQuery: string;
  searchJobByText: string;
}

export const initialJobState: JobState = {
  allJobs: [],
  total: 0,
  nextCursor: null,
  allAdminJobs: [],
  singleJob: null,
  allAppliedJobs: [],
  searchedQuery: '',
  searchJobByText: '',
};

type JobPage = Pick<JobListResponse, 'jobs' | 'total' | 'nextCursor'>;

const jobSlice = createSlice({
  name: 'job',
  initialState: initialJobState,
  reducers: {
    /** The first page of a search: replaces the list. */
    setAllJobs(state, action: PayloadAction<JobPage>) {
      state.allJobs = action.payload.jobs;
      state.total = action.payload.total;
      state.nextCursor = action.payload.nextCursor;
    },
    /** A following page of the same search: appends to the list. */
    appendJobs(state, action: PayloadAction<JobPage>) {
      state.allJobs.push(...action.payload.jobs);
      state.total = action.payload.total;
      state.nextCursor = action.payload.nextCursor;
    },
    setAllAdminJobs(state, action: PayloadAction<Job[]>) {
      state.allAdminJobs = action.payload;
    },
    /** A job the recruiter created or edited: replaced in place, or added first (newest first). */
    adminJobSaved(state, action: PayloadAction<Job>) {
      const index = state.allAdminJobs.findIndex((job) => job._id === action.payload._id);
      if (index === -1) state.allAdminJobs.unshift(action.payload);
      else state.allAdminJobs[index] = action.payload;
    },
    setSingleJob(state, action: PayloadAction<Job | null>) {
      state.singleJob = action.payload;
    },
    setAllAppliedJobs(state, action: PayloadAction<StudentApplication[]>) {
      state.allAppliedJobs = action.payload;
    },
    setSearchedQuery(state, action: PayloadAction<string>) {
      state.searchedQuery = action.payload;
    },
    setSearchJobByText(state, action: PayloadAction<string>) {
      state.searchJobByText = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Every job from the API carries the caller's own application, so even the
    // public lists are per-user data and go with the session.
    builder.addCase(loggedOut, () => initialJobState);
  },
});

export const {
  setAllJobs,
  appendJobs,
  setAllAdminJobs,
  adminJobSaved,
  setSingleJob,
  setAllAppliedJobs,
  setSearchedQuery,
  setSearchJobByText,
} = jobSlice.actions;
export const jobReducer = jobSlice.reducer;
