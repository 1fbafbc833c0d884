import { useEffect, useEffectEvent, useState } from 'react';

type LoadStatus = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; error: unknown };

/** Tells a loader whether its answer is still wanted: not after the screen left or asked again. */
export type IsCurrent = () => boolean;

/**
 * Runs `load` once when the screen opens and again only when `key` changes or the user
 * retries: never on re-renders, so a screen makes one round of calls per visit. An answer
 * that arrives after the key changed or the screen left is ignored.
 */
export function useLoadOnVisit(load: (isCurrent: IsCurrent) => Promise<unknown>, key: string) {
  const [attempt, setAttempt] = useState(0);
  // Tagged with the key it belongs to, so the first render after a change shows 'loading',
  // not the previous key's content.
  const [state, setState] = useState<LoadStatus & { key: string }>({ key, status: 'loading' });
  const run = useEffectEvent(load);

  useEffect(() => {
    let current = true;
    setState({ key, status: 'loading' });
    run(() => current).then(
      () => current && setState({ key, status: 'ready' }),
      (error: unknown) => current && setState({ key, status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const shown: LoadStatus = state.key === key ? state : { status: 'loading' };
  return { ...shown, retry: () => setAttempt((count) => count + 1) };
}
