import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@portal/shared-ui';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.heading};
`;

/** One part of /settings: a region named by its heading. */
export const SettingsSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {children}
    </Section>
  );
};

export const SectionText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

/** A form in a section: its fields stacked like the section's text. */
export const SectionForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** A section's button, at the start of its line rather than stretched across it. */
export const SectionButton = styled(Button)`
  align-self: flex-start;
`;
