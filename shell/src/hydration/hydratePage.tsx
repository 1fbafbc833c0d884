import type { RouteObject } from 'react-router-dom';
import type { ServerAnswer } from '@portal/site/server-render';
import { createPortalStore, portalApi } from '@portal/shared-state';
import { hydrateApp } from '../providers';
import { loadFirstScreen } from './loadFirstScreen';
import { renderPage } from './renderPage';
import { startPageServices } from './startPageServices';

type UpsertEntries = Parameters<typeof portalApi.util.upsertQueryEntries>[0];

/**
 * Takes over markup the server rendered from `answers`. The first render must be the server's:
 * a visitor's store (not restored from storage yet) holding the same answers, so nothing is
 * fetched again, and the route's screen already loaded. Storage is read, the session confirmed
 * and screens warmed up only once the markup is React's. When that cannot be, the page is
 * rendered here instead, replacing the markup, rather than left without React.
 */
export async function hydratePage(routes: RouteObject[], answers: ServerAnswer[]): Promise<void> {
  const { store, startPersisting } = createPortalStore({ persist: 'later' });
  try {
    // Checked against this shell's endpoints by serverAnswersInPage; their types are the server's word.
    store.dispatch(portalApi.util.upsertQueryEntries(answers as UpsertEntries));
    await loadFirstScreen(window.location.pathname);
  } catch (error) {
    console.error("The server's markup cannot be taken over: the page is rendered here instead.", error);
    renderPage(routes, { store, persistor: startPersisting() });
    return;
  }
  hydrateApp(routes, { store }, () => startPageServices(store, startPersisting()));
}
