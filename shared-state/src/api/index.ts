export { apiUrl, configureApi, DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS, type ApiConfig, type SendRequest } from './http';
export type { PortalThunkExtra } from './axiosBaseQuery';
export { toErrorMessage, httpStatusOf, type ApiError } from './apiError';
export {
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
  CANCELED_ERROR_MESSAGE,
  GENERIC_ERROR_MESSAGE,
  SESSION_ENDED_MESSAGE,
} from './errorMessages';
export { portalApi } from './portalApi';
export type { UploadProgressHandler } from './upload';
export type { AlertCreateInput, JobSearchParams, JobPostInput, JobUpdateInput, JobCount, SearchSort, FacetName } from './types';
