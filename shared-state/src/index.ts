// The store and its wiring. The page creates its one store (the shell's bootstrap); a server
// render creates one per request, without persistence. Nothing is created on import.
export {
  createPortalStore,
  type PortalStoreOptions,
  type PortalStore,
  type RootState,
  type AppDispatch,
} from './store/createPortalStore';
export { PortalStateProvider, type PortalStateProviderProps } from './store/PortalStateProvider';
export { useAppSelector, useAppDispatch, useAppStore } from './store/hooks';
export type { PortalState } from './store/rootReducer';
export { PERSIST_KEY, PERSIST_TIMEOUT_MS } from './store/persistConfig';
export { PERSIST_VERSION } from './store/migrations';
export type { ScreenDataLoader, ScreenPage } from './store/screenData';

// Session and the signed-in user: actions and selectors.
export { loggedOut, sessionEnded, sessionEndAcknowledged } from './features/session/sessionActions';
export { selectRememberedUser, selectSessionChecking, selectSessionEnded, selectSessionUnsettled, type AuthState } from './features/auth/authSlice';

// Server data: one RTK Query endpoint per call, each with its hook.
export { authEndpoints, useLoginMutation, useRegisterMutation, useLogoutMutation, useUpdateProfileMutation } from './features/auth/authEndpoints';
export { accountRoleOf } from './features/auth/loginRefusal';
export {
  jobEndpoints,
  useSearchJobsInfiniteQuery,
  useJobQuery,
  useAdminJobsQuery,
  usePostJobMutation,
  useUpdateJobMutation,
  type JobQuery,
} from './features/job/jobEndpoints';
export {
  companyEndpoints,
  useCompaniesQuery,
  useCompanyQuery,
  useCompanyProfileQuery,
  useRegisterCompanyMutation,
  useUpdateCompanyMutation,
} from './features/company/companyEndpoints';
export {
  teamEndpoints,
  useTeamQuery,
  useInviteMutation,
  useRevokeInvitationMutation,
  useChangeMemberRoleMutation,
  useRemoveMemberMutation,
  useLeaveTeamMutation,
  useInvitationPreviewQuery,
  useAcceptInvitationMutation,
} from './features/team/teamEndpoints';
// Who in a company's team may do what: the API's one table, so a screen offers only what a role may do.
export { TEAM_ROLES, TEAM_PERMISSIONS, TEAM_REFUSALS, teamMay, type TeamRole, type TeamAction } from '@portal/contract/team-roles';
export { ROLE_LABELS, ROLE_OPTIONS, roleDescription } from './features/team/roleWording';
export {
  applicationEndpoints,
  useApplyToJobMutation,
  useAppliedJobsQuery,
  useWithdrawApplicationMutation,
  useApplicantsQuery,
  useUpdateApplicationStatusMutation,
  useAddApplicationNoteMutation,
} from './features/application/applicationEndpoints';
export {
  interviewEndpoints,
  useProposeInterviewMutation,
  useChooseInterviewSlotMutation,
  useRescheduleInterviewMutation,
  useCancelInterviewMutation,
  interviewCalendarPath,
} from './features/interview/interviewEndpoints';
// What an interview slot must be, checked in the scheduling dialog as the API checks it.
export { INTERVIEW_LIMITS, INTERVIEW_STATUSES, slotProblem, type InterviewStatus, type SlotInput } from '@portal/contract/interview-rules';

export { discoveryEndpoints, useJobCountQuery, useSimilarJobsQuery, type JobCountQuery } from './features/job/discoveryEndpoints';
export { savedJobEndpoints, useSavedJobsInfiniteQuery, useSavedJobIdsQuery, useSaveJobMutation, useUnsaveJobMutation } from './features/job/savedJobEndpoints';
export { recommendedJobEndpoints, useRecommendedJobsQuery, type RecommendedJobsArgs } from './features/job/recommendedJobEndpoints';
export { alertEndpoints, useAlertsQuery, useCreateAlertMutation, useDeleteAlertMutation } from './features/alert/alertEndpoints';
export {
  notificationEndpoints,
  useNotificationsQuery,
  useMarkNotificationsReadMutation,
  NOTIFICATION_POLL_MS,
  type NotificationPage,
} from './features/notification/notificationEndpoints';
export {
  accountEndpoints,
  useUpdatePreferencesMutation,
  useForgotPasswordMutation,
  useResetLinkQuery,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
  EXPORT_PATH,
} from './features/account/accountEndpoints';
export {
  analyticsEndpoints,
  useCompanyAnalyticsQuery,
  companyAnalyticsCsvPath,
  type CompanyAnalyticsArgs,
} from './features/analytics/analyticsEndpoints';

// What the server accepts, stated by the forms: one source, the API's contract.
export { INPUT_LIMITS, MAX_SAVED_JOBS, UPLOAD_LIMITS } from '@portal/contract/limits';
export { MAX_PREFERENCES } from '@portal/contract/limits';
export { APPLICATION_STATUSES, RECRUITER_STAGES } from '@portal/contract/stages';
// When an application is waiting for its team, as the API counts it.
export { WAITING_DAYS, isWaiting } from '@portal/contract/waiting';
// The funnel's stages and the range the analytics accept, as the API checks them.
export { FUNNEL_STAGES, ANALYTICS_DEFAULT_DAYS, ANALYTICS_MAX_DAYS, analyticsRangeProblem, addDays, utcDay } from '@portal/contract/analytics-range';
// The paths links are built to, as the server writes its canonical links.
export { pagePaths } from '@portal/site/page-paths';
// Page titles, as the server writes them in <head>: a screen names its page with them.
export { companyPageTitle, jobPageTitle, missingTitle } from '@portal/site/page-titles';
// The search's facets, bands and orders: plain constants, so no schema code reaches a browser.
export { FACET_NAMES, EXPERIENCE_BANDS, SALARY_BANDS, SEARCH_SORTS, EXACT_TOTAL_LIMIT } from '@portal/contract/search-facets';
// The job types a job may have and the cities the job form suggests.
export { JOB_LOCATIONS, JOB_TYPES, type JobType } from '@portal/contract/job-vocabulary';
// How a student's skills meet a job's requirements, as the API matches them.
export { normaliseSkill, skillMatch, skillMatcher, type SkillMatch } from '@portal/contract/skills';

// A job's salary as every screen shows it: "10–18 LPA" or "12 LPA".
export { formatSalary, SALARY_RANGE_ERROR } from '@portal/contract/salary';
// A job's screening questions: how an answer is checked before it is sent, as the API checks it.
export {
  QUESTION_KINDS,
  answerProblem,
  failsKnockout,
  knockoutReason,
  questionName,
  type AnswerValue,
  type Knockout,
  type QuestionKind,
  type ScreeningAnswer,
  type ScreeningQuestion,
  type TeamQuestion,
} from '@portal/contract/screening-rules';

// The API client's settings, errors and types.
export * from './api';

// The wire types, re-exported (not redeclared) for the apps' convenience.
export type {
  ApplyBody,
  ApplyResponse,
  QuestionInput,
  User,
  Role,
  Profile,
  Job,
  JobStatus,
  JobListResponse,
  SimilarJobsResponse,
  SearchFacets,
  FacetValue,
  Company,
  TeamCompany,
  TeamMember,
  TeamInvitation,
  TeamResponse,
  InvitationPreview,
  ApplicationStatus,
  RecruiterStage,
  Notification,
  NotificationKind,
  Alert,
  AlertFilters,
  AlertFrequency,
  AlertCreateBody,
  PublicCompany,
  PublicJob,
  Preferences,
  ApplicationCounts,
  ApplicationEvent,
  ApplicationNote,
  AdminJob,
  OwnApplication,
  StudentApplication,
  Applicant,
  JobWithApplicants,
  Interview,
  InterviewSlot,
  InterviewProposalBody,
  InterviewRescheduleBody,
  LoginBody,
  MessageResponse,
  ErrorResponse,
} from '@portal/contract';

export type { RecommendedJob, JobPreferences } from '@portal/contract';
export type { Responsiveness } from '@portal/contract';
export type { CompanyAnalytics, CompanyAnalyticsResponse, AnalyticsJobRow, FunnelStage } from '@portal/contract';

// Jobs saved for later ('Save For Later'), kept in the persisted store.
export { toggleSavedJob, selectSavedJobIds, type SavedState } from './features/saved/savedSlice';
