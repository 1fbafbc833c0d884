import { httpStatusOf, useInvitationPreviewQuery } from '@portal/shared-state';
import { QueryState, useSearchParams } from '@portal/shared-ui';
import { AuthCard, AuthPage, AuthTitle } from '../auth-form';
import { ClosedInvitation } from './ClosedInvitation';
import { LoadingBars } from './LoadingBars';
import { PendingInvitation } from './PendingInvitation';

/**
 * /invitations/accept?token=…: the link an invitation email carries. Anyone may open it: it
 * says which company invites which address, as what, and how to accept (log in or sign up
 * with that address, or switch accounts), or why the link no longer works.
 */
export default function InvitationAcceptScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <AuthPage>
      <AuthCard>
        <AuthTitle>Join a hiring team</AuthTitle>
        {token ? <Invitation token={token} /> : <ClosedInvitation state="unknown" />}
      </AuthCard>
    </AuthPage>
  );
}

const Invitation = ({ token }: { token: string }) => {
  const query = useInvitationPreviewQuery(token);
  // The server knows no such invitation: a link mistyped or cut short.
  if (query.isError && httpStatusOf(query.error) === 400) return <ClosedInvitation state="unknown" />;
  return (
    <QueryState query={query} loading={<LoadingBars what="the invitation" rows={3} />} failedTitle="Could not load the invitation">
      {({ invitation }) =>
        invitation.state === 'pending' ? (
          <PendingInvitation token={token} invitation={invitation} />
        ) : (
          <ClosedInvitation state={invitation.state} companyName={invitation.companyName} />
        )
      }
    </QueryState>
  );
};
