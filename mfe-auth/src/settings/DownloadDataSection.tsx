import styled from 'styled-components';
import { apiUrl, EXPORT_PATH } from '@portal/shared-state';
import { SectionText, SettingsSection } from './SettingsSection';

// Looks like an outline button; a plain link, so the browser saves the server's file itself.
const DownloadLink = styled.a`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.heading};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** A copy of everything stored about the user, as the server's JSON file. */
export const DownloadDataSection = () => (
  <SettingsSection title="Download my data">
    <SectionText>
      A JSON file of everything the portal stores about you: your profile, applications with their history, saved jobs, job alerts and
      notifications, and for a recruiter their companies and jobs.
    </SectionText>
    <DownloadLink href={apiUrl(EXPORT_PATH)} download>
      Download my data (JSON)
    </DownloadLink>
  </SettingsSection>
);
