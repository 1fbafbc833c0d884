// A new password typed twice, checked against the server's rules before sending: reset and change share it.
export { NewPasswordFields } from './NewPasswordFields';
export { NO_MATCH, PASSWORD_HINT, TOO_LONG, TOO_SHORT } from './newPasswordErrors';
export { useNewPassword } from './useNewPassword';
