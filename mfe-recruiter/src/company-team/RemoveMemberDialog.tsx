import { useState } from 'react';
import styled from 'styled-components';
import { toErrorMessage, useLeaveTeamMutation, useRemoveMemberMutation, type TeamCompany, type TeamMember } from '@portal/shared-state';
import { Button, Dialog, DialogActions, FieldError, notify, useNavigate } from '@portal/shared-ui';

/** Whom the dialog asks about: a member to remove, or the caller, leaving. */
export type Removal = { member: TeamMember; leaving: boolean };

type RemoveMemberDialogProps = { company: TeamCompany; removal: Removal | null; onClose: () => void };

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

/** Asks before a member is removed, or before the caller leaves (they lose the company: they go to their list). */
export const RemoveMemberDialog = ({ company, removal, onClose }: RemoveMemberDialogProps) => (
  <Dialog open={removal !== null} onClose={onClose} title={removal ? titleOf(company, removal) : ''}>
    {/* Keyed: a refusal said for one member never shows for the next. */}
    {removal && <Confirmation key={removal.member.user._id} company={company} removal={removal} onClose={onClose} />}
  </Dialog>
);

const titleOf = (company: TeamCompany, { member, leaving }: Removal) =>
  leaving ? `Leave the team of ${company.name}?` : `Remove ${member.user.fullname} from ${company.name}?`;

const Confirmation = ({ company, removal: { member, leaving }, onClose }: RemoveMemberDialogProps & { removal: Removal }) => {
  const navigate = useNavigate();
  const [remove, removing] = useRemoveMemberMutation();
  const [leave, departing] = useLeaveTeamMutation();
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    const call = leaving ? leave : remove;
    try {
      const { message } = await call({ companyId: company._id, userId: member.user._id }).unwrap();
      notify.success(message);
      onClose();
      if (leaving) navigate('/admin/companies', { replace: true });
    } catch (refusal) {
      setError(toErrorMessage(refusal));
    }
  };

  return (
    <>
      <Text>
        {leaving
          ? `You will no longer see ${company.name}, its jobs or its applicants, until an owner invites you again.`
          : `${member.user.fullname} (${member.user.email}) will no longer see ${company.name}, its jobs or its applicants.`}
      </Text>
      {error && <FieldError>{error}</FieldError>}
      <DialogActions>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button busy={removing.isLoading || departing.isLoading} onClick={() => void confirm()}>
          {leaving ? 'Leave team' : 'Remove'}
        </Button>
      </DialogActions>
    </>
  );
};
