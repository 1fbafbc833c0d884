// The one store of the running page (a Module Federation singleton) and its wiring.
export { store, persistor } from './store/store';
export {
  createPortalStore,
  type PortalStoreOptions,
  type PortalStore,
  type RootState,
  type AppDispatch,
} from './store/createPortalStore';
export { PortalStateProvider, type PortalStateProviderProps } from './store/PortalStateProvider';
export { useAppSelector, useAppDispatch, useAppStore } from './store/hooks';
export type { AppThunk } from './store/thunk';
export type { PortalState } from './store/rootReducer';
export { PERSIST_KEY, PERSIST_TIMEOUT_MS } from './store/persistConfig';
export { PERSIST_VERSION } from './store/migrations';

// Slices: state types and plain actions.
export { loggedOut } from './features/session/sessionActions';
export { setLoading, setUser, type AuthState } from './features/auth/authSlice';
export {
  setAllJobs,
  appendJobs,
  setAllAdminJobs,
  adminJobSaved,
  setSingleJob,
  setAllAppliedJobs,
  setSearchedQuery,
  setSearchJobByText,
  type JobState,
} from './features/job/jobSlice';
export {
  setSingleCompany,
  setCompanies,
  companySaved,
  setSearchCompanyByText,
  type CompanyState,
} from './features/company/companySlice';
export { setAllApplicants, applicantStatusChanged, type ApplicationState } from './features/application/applicationSlice';

// Thunks: one API call each, storing the result.
export { login, register, logout, updateProfile } from './features/auth/authThunks';
export {
  fetchJobs,
  fetchMoreJobs,
  fetchJob,
  fetchAdminJobs,
  fetchAppliedJobs,
  postJob,
  updateJob,
} from './features/job/jobThunks';
export { fetchCompanies, fetchCompany, registerCompany, updateCompany } from './features/company/companyThunks';
export { applyToJob, fetchApplicants, updateApplicationStatus } from './features/application/applicationThunks';

// The typed API client.
export * from './api';

// The wire types, re-exported (not redeclared) for the apps' convenience.
export type {
  User,
  Role,
  Profile,
  Job,
  Company,
  ApplicationStatus,
  OwnApplication,
  StudentApplication,
  Applicant,
  JobWithApplicants,
  LoginBody,
  MessageResponse,
  ErrorResponse,
} from '@portal/api/contract';

// Jobs saved for later ('Save For Later'), kept in the persisted store.
export { toggleSavedJob, type SavedState } from './features/saved/savedSlice';
