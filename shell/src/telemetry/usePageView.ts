import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageShown } from './pageEvents';
import type { SitePart } from './pageAttribution';

/**
 * Counts the page as viewed once it is drawn: where the router's route renders `remote`'s
 * screen (or the shell's own page), not where a guard only passes through on its way
 * elsewhere. An effect: never on the server, and after the hydration.
 */
export function usePageView(remote: SitePart, route: string): void {
  const { pathname } = useLocation();
  useEffect(() => pageShown({ remote, route }, pathname), [remote, route, pathname]);
}
