import styled from 'styled-components';
import { apiUrl, EXPORT_PATH } from '@portal/shared-state';
import { ButtonAnchor } from '@portal/shared-ui';
import { SectionText, SettingsSection } from './SettingsSection';

// A plain link, so the browser saves the server's file itself.
const DownloadLink = styled(ButtonAnchor)`
  align-self: flex-start;
`;

/** A copy of everything stored about the user, as the server's JSON file. */
export const DownloadDataSection = () => (
  <SettingsSection title="Download my data">
    <SectionText>
      A JSON file of everything the portal stores about you: your profile, applications with their history, saved jobs, job alerts and
      notifications, and for a recruiter their companies and jobs.
    </SectionText>
    <DownloadLink variant="outline" href={apiUrl(EXPORT_PATH)} download>
      Download my data (JSON)
    </DownloadLink>
  </SettingsSection>
);
