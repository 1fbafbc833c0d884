import { useState } from 'react';
import { toErrorMessage, type MessageResponse } from '@portal/shared-state';
import { notify, useNavigate } from '@portal/shared-ui';

/**
 * Sending a form: busy while the call runs; then the server's message is toasted and the
 * screen moves on, or its error is returned for the form to show by the field, once: not
 * toasted as well.
 */
export function useSubmit() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const submit = async <T extends MessageResponse>(call: () => Promise<T>, next: (response: T) => string): Promise<string | null> => {
    setBusy(true);
    try {
      const response = await call();
      notify.success(response.message);
      navigate(next(response));
      return null;
    } catch (error) {
      return toErrorMessage(error);
    } finally {
      setBusy(false);
    }
  };

  return { busy, submit };
}
