import { toErrorMessage, useRevokeInvitationMutation, type TeamInvitation } from '@portal/shared-state';
import { Button, notify, TBody, Table, Td, Th, THead, Tr } from '@portal/shared-ui';
import { ActionTd, ActionTh, TableCaption } from '../table';
import { ROLE_LABELS } from '@portal/shared-state';
import { formatWithZone } from './formatWithZone';

type InvitationsTableProps = { companyId: string; invitations: TeamInvitation[]; manages: boolean };

/** Invitations sent and not yet accepted; an owner revokes one, and its link stops working. */
export const InvitationsTable = ({ companyId, invitations, manages }: InvitationsTableProps) => {
  const [revoke, { isLoading, originalArgs }] = useRevokeInvitationMutation();

  const revokeOne = async (invitationId: string) => {
    try {
      const { message } = await revoke({ companyId, invitationId }).unwrap();
      notify.success(message);
    } catch (error) {
      notify.error(toErrorMessage(error));
    }
  };

  return (
    <Table label="Pending invitations">
      <TableCaption>Invitations not accepted yet: each link works once, until it expires</TableCaption>
      <THead>
        <Tr>
          <Th>Email</Th>
          <Th>Role</Th>
          <Th>Expires</Th>
          {manages && <ActionTh>Action</ActionTh>}
        </Tr>
      </THead>
      <TBody>
        {invitations.map((invitation) => (
          <Tr key={invitation._id}>
            <Td label="Email">{invitation.email}</Td>
            <Td label="Role">{ROLE_LABELS[invitation.role]}</Td>
            <Td label="Expires">
              <time dateTime={invitation.expiresAt}>{formatWithZone(invitation.expiresAt)}</time>
            </Td>
            {manages && (
              <ActionTd label="Action">
                <Button
                  variant="outline"
                  aria-label={`Revoke the invitation of ${invitation.email}`}
                  busy={isLoading && originalArgs?.invitationId === invitation._id}
                  onClick={() => void revokeOne(invitation._id)}
                >
                  Revoke
                </Button>
              </ActionTd>
            )}
          </Tr>
        ))}
      </TBody>
    </Table>
  );
};
