import styled from 'styled-components';
import { selectRememberedUser, selectSessionChecking, useAppSelector, type InvitationPreview } from '@portal/shared-state';
import { LoadingRows } from '../page';
import { ROLE_LABELS, roleDescription } from '../team-role';
import { AcceptButton } from './AcceptButton';
import { SignInChoice } from './SignInChoice';
import { SwitchAccount } from './SwitchAccount';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme }) => theme.space.md};
  }

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
  const checking = useAppSelector(selectSessionChecking);
  // Any case: the server compares addresses ignoring it.
  const invited = user?.role === 'recruiter' && user.email.toLowerCase() === invitation.email.toLowerCase();
  return (
    <Card aria-labelledby="invitation-company">
      <Heading id="invitation-company">{invitation.companyName}</Heading>
      <p>
        {invitation.companyName} invites <strong>{invitation.email}</strong> to join its hiring team as {invitation.role === 'owner' ? 'an' : 'a'} {ROLE_LABELS[invitation.role].toLowerCase()}.
      </p>
      <Muted>
        {ROLE_LABELS[invitation.role]}: {roleDescription(invitation.role)}
      </Muted>
      {checking ? (
        <LoadingRows what="your account" rows={1} />
      ) : user === null ? (
        <SignInChoice email={invitation.email} />
      ) : invited ? (
        <AcceptButton token={token} companyName={invitation.companyName} />
      ) : (
        <SwitchAccount invitedEmail={invitation.email} user={user} />
      )}
    </Card>
  );
};
