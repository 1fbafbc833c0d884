import styled from 'styled-components';
import { ROLE_LABELS, roleDescription, selectRememberedUser, selectSessionUnsettled, useAppSelector, type InvitationPreview } from '@portal/shared-state';
import { AcceptButton } from './AcceptButton';
import { LoadingBars } from './LoadingBars';
import { SignInChoice } from './SignInChoice';
import { SwitchAccount } from './SwitchAccount';

// Inside the page's card: its own heading, not a second border.
const Offer = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  overflow-wrap: anywhere;

  & p {
    margin: 0;
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.heading};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** A link not used yet: what it offers, then what the reader does next, as who they are logged in. */
export const PendingInvitation = ({ token, invitation }: { token: string; invitation: InvitationPreview }) => {
  const user = useAppSelector(selectRememberedUser);
  // Also while a tab that remembers nobody asks whether its session hint holds a session: the
  // invited recruiter would otherwise be offered Log in first, then Join.
  const checking = useAppSelector(selectSessionUnsettled);
  // Any case: the server compares addresses ignoring it.
  const invited = user?.role === 'recruiter' && user.email.toLowerCase() === invitation.email.toLowerCase();
  const label = ROLE_LABELS[invitation.role];
  return (
    <Offer aria-labelledby="invitation-company">
      <Heading id="invitation-company">{invitation.companyName}</Heading>
      <p>
        {invitation.companyName} invites <strong>{invitation.email}</strong> to join its hiring team as {invitation.role === 'owner' ? 'an' : 'a'} {label.toLowerCase()}.
      </p>
      <Muted>
        {label}: {roleDescription(invitation.role)}
      </Muted>
      {checking ? (
        <LoadingBars what="your account" rows={1} />
      ) : user === null ? (
        <SignInChoice email={invitation.email} />
      ) : invited ? (
        <AcceptButton token={token} companyName={invitation.companyName} />
      ) : (
        <SwitchAccount invitedEmail={invitation.email} user={user} />
      )}
    </Offer>
  );
};
