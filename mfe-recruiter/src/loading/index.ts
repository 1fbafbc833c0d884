// Loading a screen's data, and showing its loading, failed and not-found states.
export { Loaded } from './Loaded';
export { CompanyNotFound, JobNotFound } from './NotFound';
export { useLoad, type Load } from './useLoad';
