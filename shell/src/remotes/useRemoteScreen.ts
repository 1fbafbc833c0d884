import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { loadRemoteModule } from '../federation';
import type { RemoteName, ScreenModule } from './contract';

export type RemoteScreenState =
  | { status: 'loading' }
  | { status: 'ready'; Screen: ComponentType }
  | { status: 'failed'; retrying: boolean; retry: () => void };

// Screens already loaded render at once when visited again, with no loading frame.
const loadedScreens = new Map<string, ComponentType>();

async function loadScreen(remote: RemoteName, screen: string): Promise<ComponentType> {
  const module = await loadRemoteModule<ScreenModule>(remote, screen);
  if (!module.default) throw new Error(`${remote}/${screen} has no default export`);
  return module.default;
}

/** Loads a remote's screen; after a failure, `retry` tries again without a page reload. */
export function useRemoteScreen(remote: RemoteName, screen: string): RemoteScreenState {
  const key = `${remote}/${screen}`;
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ key: string; attempt: number } | null>(null);
  const [, setLoadedCount] = useState(0);
  const retry = useCallback(() => setAttempt((previous) => previous + 1), []);

  useEffect(() => {
    if (loadedScreens.has(key)) return;
    let current = true;
    loadScreen(remote, screen).then(
      (Screen) => {
        loadedScreens.set(key, Screen);
        if (current) setLoadedCount((count) => count + 1);
      },
      (error: unknown) => {
        console.error(`Screen ${key} is unavailable`, error);
        if (current) setFailure({ key, attempt });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, screen, key, attempt]);

  const Screen = loadedScreens.get(key);
  if (Screen) return { status: 'ready', Screen };
  // While a retry runs the fallback stays up (its button busy), so focus is not lost.
  if (failure?.key === key) return { status: 'failed', retrying: failure.attempt !== attempt, retry };
  return { status: 'loading' };
}
