import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toErrorMessage, useLogoutMutation } from '@portal/shared-state';
import { notify } from '@portal/shared-ui';

/** Logs out on the server, forgets the user here, goes home and toasts the server's answer. */
export function useLogout(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      const { message } = await logout().unwrap();
      notify.success(message);
    } catch (error) {
      // The user is forgotten here anyway; the toast says the server could not be told.
      notify.error(toErrorMessage(error));
    }
    // Replace: the page left behind may be one a visitor may not see, so Back should skip it.
    navigate('/', { replace: true });
  }, [logout, navigate]);
}
