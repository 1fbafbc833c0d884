// The pieces the auth screens share.
export { AuthCard, AuthPage, AuthText, AuthTitle } from './AuthCard';
export { AuthForm } from './AuthForm';
export { FormStatus } from './FormStatus';
export { ROLE_LABELS, RoleField } from './RoleField';
export { serverFieldError } from './serverFieldError';
export { TextLink } from './TextLink';
export { useAuthForm } from './useAuthForm';
