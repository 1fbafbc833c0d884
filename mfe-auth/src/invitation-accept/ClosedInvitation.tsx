import { selectRememberedUser, useAppSelector, type InvitationPreview } from '@portal/shared-state';
import { ButtonLink, EmptyState } from '@portal/shared-ui';

type ClosedState = Exclude<InvitationPreview['state'], 'pending'> | 'unknown';

const askOwner = (companyName?: string) => (companyName ? `${companyName}'s owner` : "the company's owner");

const WHY: Record<ClosedState, (companyName?: string) => { title: string; message: string }> = {
  unknown: (companyName) => ({
    title: 'This invitation link does not work',
    message: `It may have been cut short or mistyped: open it again from the email, or ask ${askOwner(companyName)} to invite you again.`,
  }),
  used: (companyName) => ({
    title: 'This invitation has already been used',
    message: `Each invitation link works once. If you accepted it, the company is among your companies; if not, ask ${askOwner(companyName)} to invite you again.`,
  }),
  revoked: (companyName) => ({
    title: 'This invitation was withdrawn',
    message: `The company revoked it. If you should be in its team, ask ${askOwner(companyName)} to invite you again.`,
  }),
  expired: (companyName) => ({
    title: 'This invitation has expired',
    message: `Invitations work for 7 days. Ask ${askOwner(companyName)} to send you a new one.`,
  }),
};

/** A link that can no longer be accepted: why, and what to do instead. */
export const ClosedInvitation = ({ state, companyName }: { state: ClosedState; companyName?: string }) => {
  const recruiter = useAppSelector(selectRememberedUser)?.role === 'recruiter';
  const { title, message } = WHY[state](companyName);
  return <EmptyState title={title} message={message} action={recruiter && <ButtonLink to="/admin/companies">Your companies</ButtonLink>} />;
};
