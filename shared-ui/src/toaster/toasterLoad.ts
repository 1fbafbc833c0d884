import { useSyncExternalStore } from 'react';

/**
 * react-hot-toast and the toaster's UI load with the first toast: no page needs them to
 * start, and react-hot-toast's styles set themselves up as it loads (~50 ms on a slow phone).
 */
export const loadToaster = () => import(/* webpackChunkName: "toaster" */ './toasterChunk');

let requested = false;
const listeners = new Set<() => void>();

/** Called with every toast: the first one mounts the toaster. */
export function requestToaster(): void {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}

/** Whether a toast has been asked for yet (outside React; see useToasterRequested). */
export const isToasterRequested = (): boolean => requested;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Whether a toast has been shown yet, so the toaster must be on the page. A server render
 * shows no toast, and a page hydrating it starts without one.
 */
export const useToasterRequested = (): boolean => useSyncExternalStore(subscribe, () => requested, () => false);
