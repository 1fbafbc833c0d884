export { configureApi, DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS, type ApiConfig } from './http';
export {
  toErrorMessage,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
  CANCELED_ERROR_MESSAGE,
  GENERIC_ERROR_MESSAGE,
} from './errors';
export type { UploadProgressHandler } from './upload';
export type { JobSearchParams, JobPostInput, JobUpdateInput } from './types';
export { userApi } from './userApi';
export { jobApi } from './jobApi';
export { applicationApi } from './applicationApi';
export { companyApi } from './companyApi';
