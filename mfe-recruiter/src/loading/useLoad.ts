import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, type AppThunk } from '@portal/shared-state';

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

export type Load<T> = LoadState<T> & { retry: () => void };

/**
 * Runs a loading thunk when the screen opens (again when `key` changes, or on retry). Screens
 * show their content only once it is `ready`: what the store kept from an earlier visit may be
 * stale, or another recruiter's from before a logout.
 */
export function useLoad<T>(thunk: () => AppThunk<T>, key: string): Load<T> {
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    dispatch(thunk()).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // Not `thunk`: it is a new function on every render; `key` names what it loads.
  }, [dispatch, key, attempt]);

  return { ...state, retry };
}
