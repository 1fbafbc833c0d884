import { useState } from 'react';
import { selectRememberedUser, useAppSelector, type TeamCompany, type TeamMember } from '@portal/shared-state';
import { Button, TBody, Table, Td, Th, THead, Tr } from '@portal/shared-ui';
import { ActionTd, ActionTh, TableCaption } from '../table';
import { ROLE_LABELS } from '@portal/shared-state';
import { MemberRoleSelect } from './MemberRoleSelect';
import { RemoveMemberDialog, type Removal } from './RemoveMemberDialog';

type MembersTableProps = { company: TeamCompany; members: TeamMember[]; manages: boolean };

/**
 * The company's members; an owner changes roles and removes, and anyone may leave from their
 * own row, except the last owner, who can neither leave nor step down: the server would refuse
 * (409), a company keeps an owner.
 */
export const MembersTable = ({ company, members, manages }: MembersTableProps) => {
  const me = useAppSelector(selectRememberedUser)?._id;
  const [removal, setRemoval] = useState<Removal | null>(null);
  const lastOwner = members.filter((member) => member.role === 'owner').length === 1;
  return (
    <>
      <Table label="Members">
        <TableCaption>The people in {company.name}&apos;s hiring team</TableCaption>
        <THead>
          <Tr>
            <Th>Name</Th>
            <Th>Email</Th>
            <Th>Role</Th>
            <Th>Joined</Th>
            <ActionTh>Action</ActionTh>
          </Tr>
        </THead>
        <TBody>
          {members.map((member) => {
            const leaving = member.user._id === me;
            const soleOwner = lastOwner && member.role === 'owner';
            const removable = (manages || leaving) && !soleOwner;
            return (
              <Tr key={member.user._id}>
                <Td label="Name">
                  {member.user.fullname}
                  {leaving && ' (you)'}
                </Td>
                <Td label="Email">{member.user.email}</Td>
                <Td label="Role">{manages && !soleOwner ? <MemberRoleSelect companyId={company._id} member={member} /> : ROLE_LABELS[member.role]}</Td>
                <Td label="Joined">
                  <time dateTime={member.joinedAt}>{member.joinedAt.slice(0, 10)}</time>
                </Td>
                <ActionTd label={removable ? 'Action' : undefined}>
                  {removable && (
                    <Button
                      variant="outline"
                      aria-label={leaving ? 'Leave team' : `Remove ${member.user.fullname}`}
                      onClick={() => setRemoval({ member, leaving })}
                    >
                      {leaving ? 'Leave team' : 'Remove'}
                    </Button>
                  )}
                </ActionTd>
              </Tr>
            );
          })}
        </TBody>
      </Table>
      <RemoveMemberDialog company={company} removal={removal} onClose={() => setRemoval(null)} />
    </>
  );
};
