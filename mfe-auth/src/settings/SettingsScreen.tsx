import styled from 'styled-components';
import { ChangePasswordSection } from './ChangePasswordSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DownloadDataSection } from './DownloadDataSection';
import { EmailNotificationsSection } from './EmailNotificationsSection';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.heading};
`;

/** /settings, for any logged-in user (the shell's guard sends a visitor to log in first). */
export default function SettingsScreen() {
  return (
    <Page>
      <Title>Settings</Title>
      <EmailNotificationsSection />
      <ChangePasswordSection />
      <DownloadDataSection />
      <DeleteAccountSection />
    </Page>
  );
}
