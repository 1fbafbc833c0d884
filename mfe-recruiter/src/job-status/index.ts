// A job's status as the recruiter sees it, and closing or reopening it.
export { jobStatusLabel } from './jobStatusLabel';
export { JobStatusBar } from './JobStatusBar';
export { useJobClosing } from './useJobClosing';
