import { selectRememberedUser, type PortalStore } from '@portal/shared-state';
import { warmUpScreenAt } from './warmUpScreenAt';

/**
 * Starts loading a link's screen when the pointer reaches the link or it gets the focus: by
 * the click, a screen of a remote already in use is usually there, so the page changes
 * without waiting for the network (a user's pointer rests on a link well over 100 ms).
 */
export function warmUpOnIntent(page: Document, store: PortalStore): void {
  const onIntent = ({ target }: Event) => {
    const link = target instanceof Element ? target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement && link.origin === page.location.origin) {
      warmUpScreenAt(link.pathname, selectRememberedUser(store.getState()));
    }
  };
  page.addEventListener('pointerover', onIntent, { passive: true });
  page.addEventListener('focusin', onIntent);
}
