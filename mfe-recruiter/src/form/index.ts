// What the recruiter's forms share.
export { FormActions, FormCard } from './FormCard';
export { useSubmit } from './useSubmit';
