import { useState, type FormEvent } from 'react';
import { toErrorMessage, type MessageResponse, type Role } from '@portal/shared-state';
import { notify, useNavigate, type NavigateOptions, type To } from '@portal/shared-ui';

const isRole = (value: FormDataEntryValue | null): value is Role => value === 'student' || value === 'recruiter';

/** What login and signup share: the role check and sending with toasts. */
export function useAuthForm() {
  const navigate = useNavigate();
  const [roleMissing, setRoleMissing] = useState(false);

  /** A submit handler that reads the form and passes it on only once a role is chosen. */
  const handleSubmit = (send: (form: FormData, role: Role) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const role = form.get('role');
    setRoleMissing(!isRole(role));
    if (isRole(role)) send(form, role);
  };

  /** Runs the call; on success toasts the server's message and goes to `next`, else toasts the error. */
  const submit = async (call: () => Promise<MessageResponse>, next: To, options?: NavigateOptions) => {
    try {
      const { message } = await call();
      notify.success(message);
      navigate(next, options);
    } catch (error) {
      notify.error(toErrorMessage(error));
    }
  };

  return { handleSubmit, submit, role: { missing: roleMissing, onChoose: () => setRoleMissing(false) } };
}
