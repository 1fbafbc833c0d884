import { useState } from 'react';
import { toErrorMessage, useAppDispatch, type AppThunk, type MessageResponse } from '@portal/shared-state';
import { notify, useNavigate } from '@portal/shared-ui';

/**
 * Sending a form: busy while the call runs; then the server's message is toasted and the
 * screen moves on, or its error is toasted and returned, for the form to show by the field.
 */
export function useSubmit() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const submit = async <T extends MessageResponse>(call: AppThunk<T>, next: (response: T) => string): Promise<string | null> => {
    setBusy(true);
    try {
      const response = await dispatch(call);
      notify.success(response.message);
      navigate(next(response));
      return null;
    } catch (error) {
      const message = toErrorMessage(error);
      notify.error(message);
      return message;
    } finally {
      setBusy(false);
    }
  };

  return { busy, submit };
}
