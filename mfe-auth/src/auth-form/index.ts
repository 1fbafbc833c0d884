// The pieces the auth screens share.
export { AuthCard, AuthPage, AuthText, AuthTitle } from './AuthCard';
export { AuthForm } from './AuthForm';
export { CheckedInput, type CheckedInputProps } from './CheckedInput';
export { FieldError } from './FieldError';
export { FieldHint } from './FieldHint';
export { FormStatus } from './FormStatus';
export { RoleField } from './RoleField';
export { serverFieldError } from './serverFieldError';
export { TextLink } from './TextLink';
export { useAuthForm } from './useAuthForm';
