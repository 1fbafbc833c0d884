import { useState } from 'react';
import styled from 'styled-components';
import { selectRememberedUser, useAppSelector } from '@portal/shared-state';
import { SectionButton, SectionText, SettingsSection } from './SettingsSection';
import { DeleteAccountDialog } from './DeleteAccountDialog';

const Warning = styled(SectionText)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.accentText};
`;

/** What deleting the account takes away, then a button that asks for the password. */
export const DeleteAccountSection = () => {
  const recruiter = useAppSelector(selectRememberedUser)?.role === 'recruiter';
  const [confirming, setConfirming] = useState(false);
  return (
    <SettingsSection title="Delete account">
      <SectionText>
        Deleting your account deletes your profile, resume, profile photo and notifications, and logs you out.{' '}
        {recruiter
          ? 'Your jobs close: students can no longer find them or apply.'
          : 'Recruiters you applied to see your applications as from “Deleted user”.'}
      </SectionText>
      <Warning>This cannot be undone.</Warning>
      <SectionButton variant="outline" onClick={() => setConfirming(true)}>
        Delete account
      </SectionButton>
      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
    </SettingsSection>
  );
};
