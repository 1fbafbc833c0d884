import { useState, type FormEvent } from 'react';
import { toErrorMessage, type MessageResponse, type Role } from '@portal/shared-state';
import { notify, useNavigate, type NavigateOptions, type To } from '@portal/shared-ui';
import { isRole } from './RoleField';

type SubmitOptions = NavigateOptions & {
  /** Shows a refusal on the form itself, answering true when it did; any other failure is toasted. */
  showsRefusal?: (error: unknown) => boolean;
};

/** What login and signup share: the role choice and its check, and sending with toasts. */
export function useAuthForm() {
  const navigate = useNavigate();
  const [role, setRole] = useState<Role | null>(null);
  const [roleMissing, setRoleMissing] = useState(false);

  /** A submit handler that reads the form and passes it on only once a role is chosen. */
  const handleSubmit = (send: (form: FormData, role: Role) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = form.get('role');
    setRoleMissing(!isRole(chosen));
    if (isRole(chosen)) send(form, chosen);
  };

  /** Runs the call; on success toasts the server's message and goes to `next`, else shows or toasts the error. */
  const submit = async (call: () => Promise<MessageResponse>, next: To, { showsRefusal, ...options }: SubmitOptions = {}) => {
    try {
      const { message } = await call();
      notify.success(message);
      navigate(next, options);
    } catch (error) {
      if (!showsRefusal?.(error)) notify.error(toErrorMessage(error));
    }
  };

  const chooseRole = (chosen: Role) => {
    setRole(chosen);
    setRoleMissing(false);
  };

  return { handleSubmit, submit, role: { value: role, missing: roleMissing, onChoose: chooseRole } };
}
