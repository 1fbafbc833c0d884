import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from './buttonStyles';
import { Spinner } from './Spinner';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  /** Shows a spinner with 'Please wait' and disables the button while a request runs. */
  busy?: boolean;
};

const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

export const Button = ({
  variant = 'primary',
  busy = false,
  disabled,
  // 'button' by default so a button inside a form never submits it by accident.
  type = 'button',
  children,
  ...rest
}: ButtonProps) => (
  <StyledButton
    type={type}
    $variant={variant}
    disabled={disabled || busy}
    aria-busy={busy || undefined}
    {...rest}
  >
    {busy ? (
      <>
        <Spinner />
        Please wait
      </>
    ) : (
      children
    )}
  </StyledButton>
);
