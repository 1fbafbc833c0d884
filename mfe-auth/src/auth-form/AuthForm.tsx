import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@portal/shared-ui';
import { AuthFormCard, AuthPage, AuthTitle } from './AuthCard';

type AuthFormProps = {
  title: string;
  submitLabel: string;
  /** While the request runs the submit button turns into a disabled 'Please wait'. */
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The link to the other auth page. */
  footer: ReactNode;
  children: ReactNode;
};

const Footer = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The frame the auth screens share: heading, fields, busy submit button, link to another screen. */
export const AuthForm = ({ title, submitLabel, busy, onSubmit, footer, children }: AuthFormProps) => (
  <AuthPage>
    <AuthFormCard aria-labelledby="auth-form-title" onSubmit={onSubmit}>
      <AuthTitle id="auth-form-title">{title}</AuthTitle>
      {children}
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
      <Footer>{footer}</Footer>
    </AuthFormCard>
  </AuthPage>
);
