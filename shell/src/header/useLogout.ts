import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout, toErrorMessage, useAppDispatch } from '@portal/shared-state';
import { notify } from '@portal/shared-ui';

/** Logs out on the server, forgets the user here, goes home and toasts the server's answer. */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      const { message } = await dispatch(logout());
      notify.success(message);
    } catch (error) {
      // The thunk has forgotten the user anyway; the toast says the server could not be told.
      notify.error(toErrorMessage(error));
    }
    // Replace: the page left behind may be one a visitor may not see, so Back should skip it.
    navigate('/', { replace: true });
  }, [dispatch, navigate]);
}
