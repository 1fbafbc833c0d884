import type { MouseEventHandler } from 'react';
import styled from 'styled-components';
import type { Role } from '@portal/shared-state';
import { Button } from '@portal/shared-ui';
import { ROLE_LABELS } from '../auth-form';

const Notice = styled.div.attrs({ role: 'alert' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.heading};
`;

type OtherRoleNoticeProps = { accountRole: Role; onChoose: MouseEventHandler<HTMLButtonElement> };

/**
 * A login refused for its role alone (the password was right): what the account is, and the
 * switch to its role, keeping what was typed, so the next press of Login logs in.
 */
export const OtherRoleNotice = ({ accountRole, onChoose }: OtherRoleNoticeProps) => (
  <Notice>
    <span>
      This is a {accountRole} account. Log in as a {accountRole}?
    </span>
    <Button variant="outline" onClick={onChoose}>
      Choose {ROLE_LABELS[accountRole]}
    </Button>
  </Notice>
);
