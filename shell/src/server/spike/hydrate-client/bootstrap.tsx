import { StrictMode, Suspense, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createPortalStore, portalApi } from '@portal/shared-state';
import { GlobalStyle, PortalThemeProvider } from '@portal/shared-ui';
import { loadRemoteModule, startFederation } from '../../../federation';
import { ScreenLoading, type ScreenModule } from '../../../remotes';
import type { PreloadedEntry } from '../../render-protocol';

const json = <T,>(id: string): T => JSON.parse(document.getElementById(id)?.textContent ?? 'null') as T;

// The spike's client never persists: it only shows that the markup is taken over.
const { store } = createPortalStore({ persist: false });

async function hydrate() {
  // The versions the server rendered with, not a fresh /remotes.json: a release a moment ago must not hydrate another version.
  startFederation(Promise.resolve(json<Record<string, string>>('ssr-remotes')), new Set(['student']));
  // The answers the server rendered with: the screen's queries find them and fetch nothing.
  store.dispatch(portalApi.util.upsertQueryEntries(json<PreloadedEntry[]>('ssr-state') as never));
  // The screen is here before the first render, so it hydrates instead of showing its loading state.
  const Screen: ComponentType = (await loadRemoteModule<ScreenModule>('student', 'Home')).default;
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      {/* No PersistGate: it renders nothing until storage is read, which the server's markup cannot match. */}
      <Provider store={store}>
        <PortalThemeProvider>
          <GlobalStyle />
          <BrowserRouter>
            <main id="main-content" tabIndex={-1}>
              <Suspense fallback={<ScreenLoading />}>
                <Screen />
              </Suspense>
            </main>
          </BrowserRouter>
        </PortalThemeProvider>
      </Provider>
    </StrictMode>,
    { onRecoverableError: (error) => console.error('hydration: recoverable error', error) },
  );
}

void hydrate();
