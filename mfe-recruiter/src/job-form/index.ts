// The job form, shared by posting a job and editing one.
export { JobForm } from './JobForm';
export { EMPTY_JOB_FORM, jobFormValuesOf } from './jobFormValues';
export { NO_COMPANY_WARNING } from './CompanyField';
