import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '@portal/shared-ui';

type AdminPageProps = {
  title: string;
  /** A page reached from a list offers a Back link to it. */
  back?: string;
  /** Shown under the title, e.g. which job the applicants applied to. */
  subtitle?: ReactNode;
  /** A form page is narrower than a list: long lines of input are hard to scan. */
  narrow?: boolean;
  children: ReactNode;
};

const Root = styled.div<{ $narrow: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme, $narrow }) => ($narrow ? '720px' : theme.sizes.container)};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.heading};
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The frame of every recruiter screen: the page's one h1, an optional Back link, the content. */
export const AdminPage = ({ title, back, subtitle, narrow = false, children }: AdminPageProps) => (
  <Root $narrow={narrow}>
    <Heading>
      {back && (
        <ButtonLink variant="outline" to={back}>
          <span aria-hidden="true">←</span> Back
        </ButtonLink>
      )}
      <Title>{title}</Title>
    </Heading>
    {subtitle && <Subtitle>{subtitle}</Subtitle>}
    {children}
  </Root>
);
