export { CheckedInput, type CheckedInputProps } from './CheckedInput';
export { FieldError } from './FieldError';
export { FieldHint } from './FieldHint';
