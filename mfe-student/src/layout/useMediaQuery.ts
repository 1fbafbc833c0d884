import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, updated when it starts or stops matching. A server
 * knows no viewport: it renders as if the query did not match, and a page hydrating that
 * render starts the same way, then follows the viewport.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
