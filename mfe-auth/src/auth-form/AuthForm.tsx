import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@portal/shared-ui';

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

const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
`;

const Card = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: 560px;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.heading};
`;

const Footer = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The frame both auth screens share: heading, fields, busy submit button, link to the other screen. */
export const AuthForm = ({ title, submitLabel, busy, onSubmit, footer, children }: AuthFormProps) => (
  <Page>
    <Card aria-labelledby="auth-form-title" onSubmit={onSubmit}>
      <Title id="auth-form-title">{title}</Title>
      {children}
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
      <Footer>{footer}</Footer>
    </Card>
  </Page>
);
