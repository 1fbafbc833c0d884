// Pieces of the recruiter's list tables.
export { ActionTd, ActionTh, TableCaption } from './cells';
export { DateCell } from './DateCell';
export { matchesFilter } from './matchesFilter';
export { NoMatchRow } from './NoMatchRow';
