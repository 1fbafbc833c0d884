export { guardFor } from './guardFor';
export { RecruiterOnly } from './RecruiterOnly';
