import type { Persistor } from 'redux-persist';

/** Runs `then` once the persisted state is restored (at once if it already is). */
export function whenRestored(persistor: Persistor, then: () => void): void {
  if (persistor.getState().bootstrapped) return then();
  const unsubscribe = persistor.subscribe(() => {
    if (!persistor.getState().bootstrapped) return;
    unsubscribe();
    then();
  });
}
