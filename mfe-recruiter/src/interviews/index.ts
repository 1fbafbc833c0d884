// An applicant's interview: scheduling, moving and cancelling it from the applicants list, and its state in the row.
export { InterviewState } from './InterviewState';
export { useInterviewMenu } from './useInterviewMenu';
