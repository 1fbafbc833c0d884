import type { ReactNode } from 'react';
import styled from 'styled-components';

export type EmptyStateProps = {
  title: string;
  message?: string;
  /** e.g. a Button or ButtonLink leading out of the empty state. */
  action?: ReactNode;
  /** 1 when the empty state is the whole page (its one h1); 2, under a page's own heading, by default. */
  headingLevel?: 1 | 2;
};

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  text-align: center;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.heading};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export const EmptyState = ({ title, message, action, headingLevel = 2 }: EmptyStateProps) => (
  <Root>
    <Title as={headingLevel === 1 ? 'h1' : 'h2'}>{title}</Title>
    {message && <Message>{message}</Message>}
    {action}
  </Root>
);
