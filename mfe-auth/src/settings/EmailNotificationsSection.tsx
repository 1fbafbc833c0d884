import { useId } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, Label } from '@portal/shared-ui';
import { SettingsSection } from './SettingsSection';
import { useEmailNotifications } from './useEmailNotifications';

const Choice = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

// 24 px: a target of the size WCAG 2.2 asks for, the label widening it further.
const Checkbox = styled.input.attrs({ type: 'checkbox' })`
  flex-shrink: 0;
  width: 24px;
  height: 24px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.brand};
  cursor: pointer;
`;

/** Notifications also sent by email, or not; account mail always goes. */
export const EmailNotificationsSection = () => {
  const { checked, saving, error, change } = useEmailNotifications();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <SettingsSection title="Email notifications">
      <Choice>
        <Checkbox
          id={id}
          checked={checked}
          aria-busy={saving || undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => void change(event.target.checked)}
        />
        <Label htmlFor={id}>Email me my notifications</Label>
      </Choice>
      <FieldHint id={hintId}>
        New applications, status changes, closed jobs and job alerts are also sent to your email. Account emails, such as a password
        reset, are always sent.
      </FieldHint>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </SettingsSection>
  );
};
