// The student's side of an interview: choosing a time, adding it to a calendar, cancelling it.
export { InterviewNote } from './InterviewNote';
export { Interviews } from './Interviews';
