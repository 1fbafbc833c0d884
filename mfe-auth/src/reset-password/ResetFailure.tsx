import { TextLink } from '../auth-form';
import { FieldError } from '@portal/shared-ui';

type ResetFailureProps = { message: string; linkRefused: boolean };

/** Why the reset did not happen; when the link itself was refused, where to get a new one. */
export const ResetFailure = ({ message, linkRefused }: ResetFailureProps) => (
  <FieldError>
    {message}
    {linkRefused && (
      <>
        {' '}
        <TextLink to="/forgot-password">Ask for a new reset link</TextLink>
      </>
    )}
  </FieldError>
);
