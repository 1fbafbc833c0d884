import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pagePaths, SESSION_ENDED_MESSAGE, selectSessionEnded, sessionEndAcknowledged, useAppDispatch, useAppSelector } from '@portal/shared-state';
import { notify } from '@portal/shared-ui';

/**
 * When the server no longer knows the logged-in user (the session expired, or they logged out
 * elsewhere), says so once and sends them to log in, coming back here afterwards.
 */
export function useSessionEndNotice(): void {
  const ended = useAppSelector(selectSessionEnded);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (!ended) return;
    dispatch(sessionEndAcknowledged());
    notify.error(SESSION_ENDED_MESSAGE);
    navigate(pagePaths.login(pathname + search), { replace: true });
  }, [ended, dispatch, navigate, pathname, search]);
}
