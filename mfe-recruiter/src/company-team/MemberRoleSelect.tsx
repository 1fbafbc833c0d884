import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { TEAM_ROLES, toErrorMessage, useChangeMemberRoleMutation, type TeamMember, type TeamRole } from '@portal/shared-state';
import { FieldError, notify } from '@portal/shared-ui';
import { ROLE_OPTIONS } from '@portal/shared-state';

// The look of the forms' selects, without a visible label: the column header names it.
const RoleSelect = styled.select`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  color: ${({ theme }) => theme.colors.heading};
  background: ${({ theme }) => theme.colors.background};
`;

const isRole = (value: string): value is TeamRole => (TEAM_ROLES as readonly string[]).includes(value);

type MemberRoleSelectProps = { companyId: string; member: TeamMember };

/** An owner's choice of a member's role: saved on change; a refusal (another owner left meanwhile) is said under it and the role stays. */
export const MemberRoleSelect = ({ companyId, member }: MemberRoleSelectProps) => {
  const [changeRole] = useChangeMemberRoleMutation();
  // The role just chosen, shown while it is saved, until the team reloaded with it.
  const [chosen, setChosen] = useState<TeamRole | null>(null);
  if (chosen !== null && chosen === member.role) setChosen(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    const role = event.target.value;
    if (!isRole(role)) return;
    setError(null);
    setChosen(role);
    try {
      const { message } = await changeRole({ companyId, userId: member.user._id, role }).unwrap();
      notify.success(message);
    } catch (refusal) {
      setChosen(null);
      setError(toErrorMessage(refusal));
    }
  };

  return (
    <div>
      <RoleSelect
        aria-label={`Role of ${member.user.fullname}`}
        value={chosen ?? member.role}
        onChange={(event) => void onChange(event)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {ROLE_OPTIONS.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </RoleSelect>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
};
