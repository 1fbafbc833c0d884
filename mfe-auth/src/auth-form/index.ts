// The pieces login and signup share.
export { AuthForm } from './AuthForm';
export { FieldError } from './FieldError';
export { RoleField } from './RoleField';
export { TextLink } from './TextLink';
export { useAuthForm } from './useAuthForm';
