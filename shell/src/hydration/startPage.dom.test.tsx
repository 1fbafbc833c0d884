import { useId, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { screen, waitFor } from '@testing-library/react';
import * as reduxPersist from 'redux-persist';
import { SSR_STATE_ELEMENT_ID, type ServerAnswer } from '@portal/site/server-render';
import { PERSIST_KEY, PERSIST_VERSION, useJobQuery } from '@portal/shared-state';
import { aJob, persistedRoot } from '@portal/shared-state/testing';
import { loadRemoteModule } from '../federation';
import { AppHeader } from '../header/AppHeader';
import { RemoteScreen } from '../remotes';
import { screenRouteAt } from '../screen-routes';
import { aStudent } from '@portal/shared-state/testing';
import { setUpFakeApi } from '@portal/shared-state/testing';
import { everyPathRoutes } from '../providers/routeObjects';
import { startPage } from '.';
import { dropSessionHint, holdSessionHint } from '../testing';

jest.mock('../federation', () => ({ loadRemoteModule: jest.fn(), preloadRemoteModule: jest.fn() }));

const api = setUpFakeApi();
const job = aJob({ _id: '100', title: 'Frontend Developer' });
const answers: ServerAnswer[] = [{ endpointName: 'job', arg: '100', value: { success: true, job } }];

/** What a screen showed on each render: the job, or undefined while it had none. */
let seen: unknown[] = [];

/**
 * A screen that reads the job with the given hooks: the client's, or the server's copies of
 * shared-state and React. Its heading's id comes from useId, as a form's labels' do: it is the
 * same on both sides only when the router around the page has the same shape.
 */
const jobScreen = (useJob: typeof useJobQuery, useOwnId: typeof useId = useId): ComponentType =>
  function JobScreen() {
    const { data } = useJob('100');
    const id = useOwnId();
    seen.push(data?.job.title);
    return <h1 id={id}>{data ? data.job.title : 'No job yet'}</h1>;
  };

type PageParts = { AppHeader: typeof AppHeader; RemoteScreen: typeof RemoteScreen; useLocation: typeof useLocation };

/** The page as the shell's App draws it (header, then the route's screen), from the client's or the server's copy of its parts. */
const pageApp = ({ AppHeader: Header, RemoteScreen: Screen, useLocation: usePath }: PageParts) =>
  function Page() {
    const route = screenRouteAt(usePath().pathname)!;
    return (
      <>
        <Header />
        <main>
          <Screen remote={route.remote} screen={route.screen} path={route.path} />
        </main>
      </>
    );
  };

const Page = pageApp({ AppHeader, RemoteScreen, useLocation });

/**
 * #root as the server sends it: rendered from the answers, the route's screen loaded first, by a
 * copy of the modules of its own (the server's process), so nothing it loads is loaded here.
 */
async function serverMarkup(url: string): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { useId: useServerId } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const router = await import('react-router-dom');
    const sharedState = await import('@portal/shared-state');
    const federation = await import('../federation');
    const { loadScreen } = await import('../remotes/useRemoteScreen');
    const { AppProviders } = await import('../providers');
    const { AppHeader: ServerHeader } = await import('../header/AppHeader');
    const { RemoteScreen: ServerScreen } = await import('../remotes');
    const { serverRouting } = await import('../server/serverRouting');
    const { everyPathRoutes: serverRoutes } = await import('../providers/routeObjects');
    const ServerPage = pageApp({ AppHeader: ServerHeader, RemoteScreen: ServerScreen, useLocation: router.useLocation });

    const { store } = sharedState.createPortalStore({ persist: false });
    store.dispatch(sharedState.portalApi.util.upsertQueryEntries(answers as never));
    jest.mocked(federation.loadRemoteModule).mockResolvedValue({ default: jobScreen(sharedState.useJobQuery, useServerId) });
    const route = screenRouteAt(url)!;
    await loadScreen(route.remote, route.screen);
    const routing = await serverRouting(serverRoutes(<ServerPage />))(url);
    html = renderToString(
      <AppProviders store={store}>
        <router.StaticRouterProvider router={routing.router} context={routing.context} hydrate={false} />
      </AppProviders>,
    );
  });
  // What the server's render showed is not the browser's.
  seen = [];
  return html;
}

/** Opens `url` with the page the server sent: #root's markup and, when given, the ssr-state block. */
function openPage(url: string, root: string, ssrState?: string) {
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="root">${root}</div>`;
  if (ssrState === undefined) return;
  const block = Object.assign(document.createElement('script'), { type: 'application/json', id: SSR_STATE_ELEMENT_ID, textContent: ssrState });
  document.body.append(block);
}

/** A screen load the test settles by hand. */
function pendingScreen() {
  let resolve!: (module: { default: ComponentType }) => void;
  jest.mocked(loadRemoteModule).mockImplementationOnce(() => new Promise((settle) => (resolve = settle)));
  return (Screen: ComponentType) => resolve({ default: Screen });
}

/**
 * A page outlives its test: an answer reaching an earlier test's page would write that page's
 * state over the storage the next test set up. So each page's persistor is recorded, and when
 * its test ends its staged writes are flushed and it writes nothing more.
 */
function endPagesWithTheirTest() {
  let persistors: reduxPersist.Persistor[] = [];
  beforeEach(() => {
    const persistStore = reduxPersist.persistStore;
    jest.spyOn(reduxPersist, 'persistStore').mockImplementation((...args) => {
      const persistor = persistStore(...args);
      persistors.push(persistor);
      return persistor;
    });
  });
  afterEach(async () => {
    for (const persistor of persistors) persistor.pause();
    await Promise.all(persistors.map((persistor) => persistor.flush()));
    persistors = [];
  });
}

const heading = () => screen.getByRole('heading', { level: 1 });
const sessionAsked = () => api.calls('GET /user/me').length > 0;
const jobFetches = () => api.calls('GET /job/get/100');

describe('startPage', () => {
  endPagesWithTheirTest();

  // The page starts itself, as in a browser: its renders are not wrapped in act().
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = false));
  afterAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment));

  beforeEach(() => {
    seen = [];
    localStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.on('GET /user/me', [401, { success: false, message: 'Not logged in' }]);
    api.on('GET /job/get/100', [200, { success: true, job }]);
  });
  afterEach(() => {
    document.body.replaceChildren();
    dropSessionHint();
  });

  // Each test opens another route, so another screen: loaded screens are kept for the life of the page.
  it("takes over the server's markup once the screen is here, with the answers in the store and nothing fetched again", async () => {
    holdSessionHint();
    openPage('/description/100', await serverMarkup('/description/100'), JSON.stringify(answers));
    const serverHeading = heading();
    const serverLogin = screen.getByRole('link', { name: 'Login' });
    const loaded = pendingScreen();

    startPage(everyPathRoutes(<Page />));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Waiting for the screen: nothing rendered, storage not read, no session asked for.
    expect(seen).toEqual([]);
    expect(sessionAsked()).toBe(false);

    loaded(jobScreen(useJobQuery));
    await waitFor(() => expect(sessionAsked()).toBe(true));
    expect(seen[0]).toBe('Frontend Developer');
    expect(heading()).toBe(serverHeading);
    expect(screen.getByRole('link', { name: 'Login' })).toBe(serverLogin);
    expect(jobFetches()).toEqual([]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('reads the remembered user only once the markup is hydrated, then shows them', async () => {
    localStorage.setItem(`persist:${PERSIST_KEY}`, persistedRoot({ auth: { user: aStudent() } }, PERSIST_VERSION));
    api.on('GET /user/me', [200, { success: true, user: aStudent() }]);
    openPage('/jobs', await serverMarkup('/jobs'), JSON.stringify(answers));
    const serverHeading = heading();
    jest.mocked(loadRemoteModule).mockResolvedValueOnce({ default: jobScreen(useJobQuery) });

    startPage(everyPathRoutes(<Page />));

    // The server drew a visitor's header: hydrated as such, then the restored user replaces it.
    expect(await screen.findByRole('button', { name: /Jane Doe/ })).toBeInTheDocument();
    expect(heading()).toBe(serverHeading);
    expect(seen[0]).toBe('Frontend Developer');
    expect(console.error).not.toHaveBeenCalled();
  });

  it("renders the page afresh, replacing the server's markup, when the screen cannot be loaded here", async () => {
    holdSessionHint();
    openPage('/company/7', await serverMarkup('/company/7'), JSON.stringify(answers));
    const serverHeading = heading();
    jest.mocked(loadRemoteModule).mockRejectedValue(new Error('student remote is down'));

    startPage(everyPathRoutes(<Page />));

    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site is unavailable right now');
    expect(serverHeading).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("server's markup cannot be taken over"), expect.any(Error));
    await waitFor(() => expect(sessionAsked()).toBe(true));
  });

  it('renders the page afresh when the ssr-state block is malformed, and says so', async () => {
    openPage('/browse', await serverMarkup('/browse'), '{"endpointName": "job"}');
    const serverHeading = heading();
    jest.mocked(loadRemoteModule).mockResolvedValueOnce({ default: jobScreen(useJobQuery) });

    startPage(everyPathRoutes(<Page />));

    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(`#${SSR_STATE_ELEMENT_ID} block is not a list of answers`));
    // A page rendered here asks for its data itself.
    await waitFor(() => expect(jobFetches()).toHaveLength(1));
    await waitFor(() => expect(heading()).toHaveTextContent('Frontend Developer'));
    expect(heading()).not.toBe(serverHeading);
  });

  it("renders the page afresh in a tab told not to take the server's markup over (one loading a remote from elsewhere)", async () => {
    openPage('/', await serverMarkup('/'), JSON.stringify(answers));
    const serverHeading = heading();
    jest.mocked(loadRemoteModule).mockResolvedValueOnce({ default: jobScreen(useJobQuery) });

    startPage(everyPathRoutes(<Page />), { hydrate: false });

    // Not from the server's answers either: its screen asks for its data itself.
    await waitFor(() => expect(jobFetches()).toHaveLength(1));
    await waitFor(() => expect(heading()).toHaveTextContent('Frontend Developer'));
    expect(heading()).not.toBe(serverHeading);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('without an ssr-state block renders as before: the remembered user restored first, then the app, fetching its data', async () => {
    localStorage.setItem(`persist:${PERSIST_KEY}`, persistedRoot({ auth: { user: aStudent() } }, PERSIST_VERSION));
    api.on('GET /user/me', [200, { success: true, user: aStudent() }]);
    openPage('/description/100', '');
    jest.mocked(loadRemoteModule).mockResolvedValueOnce({ default: jobScreen(useJobQuery) });

    startPage(everyPathRoutes(<Page />));

    expect(await screen.findByRole('button', { name: /Jane Doe/ })).toBeInTheDocument();
    await waitFor(() => expect(heading()).toHaveTextContent('Frontend Developer'));
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(jobFetches()).toHaveLength(1);
    expect(console.error).not.toHaveBeenCalled();
  });
});
