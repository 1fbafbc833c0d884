export { guardFor } from './guardFor';
export { mayVisit } from './mayVisit';
export { RecruiterOnly } from './RecruiterOnly';
