import { useId, useState, type FormEvent } from 'react';
import { httpStatusOf, INPUT_LIMITS, toErrorMessage, useInviteMutation, type TeamRole } from '@portal/shared-state';
import { Button, CheckedInput, FieldError, FieldHint, notify, Select } from '@portal/shared-ui';
import { FormActions, FormCard } from '../form';
import { ROLE_OPTIONS, roleDescription } from '@portal/shared-state';

// Refusals about the address: it is already a member (409), or not an email (400).
const isAboutEmail = (error: unknown) => [400, 409].includes(httpStatusOf(error) ?? 0);

/** An owner invites someone by email, with a role; the invitation is emailed, and listed as pending. */
export const InviteForm = ({ companyId }: { companyId: string }) => {
  const [invite, { isLoading }] = useInviteMutation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('recruiter');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const roleHintId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setEmailError(null);
    setFormError(null);
    try {
      const { message } = await invite({ companyId, email: email.trim(), role }).unwrap();
      notify.success(message);
      setEmail('');
    } catch (error) {
      if (isAboutEmail(error)) setEmailError(toErrorMessage(error));
      else setFormError(toErrorMessage(error));
    }
  };

  return (
    <FormCard aria-label="Invite someone" onSubmit={(event) => void submit(event)}>
      <CheckedInput
        label="Email"
        name="email"
        type="email"
        autoComplete="off"
        required
        maxLength={INPUT_LIMITS.user.email}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={emailError}
      />
      <div>
        <Select
          label="Role"
          name="role"
          options={ROLE_OPTIONS}
          value={role}
          onChange={(event) => setRole(event.target.value as TeamRole)}
          aria-describedby={roleHintId}
        />
        <FieldHint id={roleHintId}>{roleDescription(role)}</FieldHint>
      </div>
      {formError && <FieldError>{formError}</FieldError>}
      <FormActions>
        <Button type="submit" busy={isLoading}>
          Send invitation
        </Button>
      </FormActions>
    </FormCard>
  );
};
