import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { loadRemoteModule } from '../federation';
import type { RemoteName, ScreenModule } from './contract';

export type RemoteScreenState =
  | { status: 'loading' }
  | { status: 'ready'; Screen: ComponentType }
  | { status: 'failed'; retrying: boolean; retry: () => void };

// Screens already loaded render at once when visited again, with no loading frame.
const loadedScreens = new Map<string, ScreenModule>();
// Loads under way, so a visit joins the one a preload started instead of starting another.
const loadsUnderWay = new Map<string, Promise<ScreenModule>>();

async function fetchScreen(remote: RemoteName, screen: string): Promise<ScreenModule> {
  const module = await loadRemoteModule<ScreenModule>(remote, screen);
  if (!module.default) throw new Error(`${remote}/${screen} has no default export`);
  return module;
}

/** Loads a remote's screen module: the screen (its default export) and what else it exports. */
export function loadScreen(remote: RemoteName, screen: string): Promise<ScreenModule> {
  const key = `${remote}/${screen}`;
  const loaded = loadedScreens.get(key);
  if (loaded) return Promise.resolve(loaded);
  const underWay = loadsUnderWay.get(key);
  if (underWay) return underWay;
  const load = fetchScreen(remote, screen)
    .then((module) => {
      loadedScreens.set(key, module);
      return module;
    })
    .finally(() => loadsUnderWay.delete(key));
  loadsUnderWay.set(key, load);
  return load;
}

/**
 * Starts loading a screen before its route renders. A failure is left to the route: its
 * own load then starts afresh and shows the fallback if that fails too.
 */
export function preloadScreen(remote: RemoteName, screen: string): void {
  loadScreen(remote, screen).catch(() => undefined);
}

/** Loads a remote's screen; after a failure, `retry` tries again without a page reload. */
export function useRemoteScreen(remote: RemoteName, screen: string): RemoteScreenState {
  const key = `${remote}/${screen}`;
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ key: string; attempt: number } | null>(null);
  const [, setLoadedCount] = useState(0);
  const retry = useCallback(() => setAttempt((previous) => previous + 1), []);
  const Screen = loadedScreens.get(key)?.default;

  useEffect(() => {
    // Rendered without it: render again once it is here, even if a preload got it meanwhile.
    if (Screen) return;
    let current = true;
    loadScreen(remote, screen).then(
      () => {
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
  }, [remote, screen, key, attempt, Screen]);

  if (Screen) return { status: 'ready', Screen };
  // While a retry runs the fallback stays up (its button busy), so focus is not lost.
  if (failure?.key === key) return { status: 'failed', retrying: failure.attempt !== attempt, retry };
  return { status: 'loading' };
}
