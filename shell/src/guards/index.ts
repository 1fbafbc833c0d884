export { guardFor } from './guardFor';
export { LoggedInOnly } from './LoggedInOnly';
export { mayVisit } from './mayVisit';
export { RecruiterOnly } from './RecruiterOnly';
