// The frame and small pieces every recruiter screen uses.
export { AdminPage } from './AdminPage';
export { linkStyles } from './linkStyles';
export { ListToolbar } from './ListToolbar';
export { LoadingRows } from './LoadingRows';
export { CompanyNotFound, JobNotFound } from './NotFound';
export { useAddressChoice } from './useAddressChoice';
export { useListFilter } from './useListFilter';
