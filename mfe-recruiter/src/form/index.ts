// What the recruiter's forms share.
export { CheckedInput } from './CheckedInput';
export { ErrorText } from './ErrorText';
export { FormActions, FormCard } from './FormCard';
export { useSubmit } from './useSubmit';
