// SSR spike: one render worker of one site generation (see render-pool.ts). It loads each
// remote's SERVER build (remotes/<key>/<version>/server/remoteEntry.js) from disk through the
// Module Federation runtime, providing the shell's singletons itself (no bundler: createInstance
// with `lib`), and renders a screen inside the providers the shell gives it in the browser.
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as React from 'react';
import { Suspense, type ComponentType } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import * as styledComponents from 'styled-components';
import { ServerStyleSheet } from 'styled-components';
import * as sharedState from '@portal/shared-state';
import * as sharedUi from '@portal/shared-ui';
import { ScreenLoading } from '../remotes/ScreenLoading';
import type { PreloadedEntry, RenderReply, RenderRequest, WorkerMessage, WorkerSetup } from './render-protocol';

const setup = workerData as WorkerSetup;
const requireHere = createRequire(__filename);
// Spike experiment (docs/server-rendering-spike.md, class names): evaluate the shell's own modules
// first, as the browser does before a remote's, so styled-components' creation counter agrees.
if (process.env.SPIKE_EVALUATE_SHELL === '1') requireHere('../app/App');

const versionOf = (pkg: string): string => (requireHere(`${pkg}/package.json`) as { version: string }).version;

/** What the shell shares, as its browser build shares it (webpack/shared-singletons.js), from this process's copies. */
const singleton = (pkg: string, lib: unknown, strict = false) => ({
  version: versionOf(pkg),
  lib: () => lib,
  shareConfig: { singleton: true, requiredVersion: false as const, strictVersion: strict },
});

/** Loads a remote's server entry with require(): its chunks then load from beside it (fs + vm.Script), never over HTTP. */
const entryFromDisk = (): ModuleFederationRuntimePlugin => ({
  name: 'ssr-entry-from-disk',
  loadEntry: ({ remoteInfo }) => createRequire(remoteInfo.entry)(remoteInfo.entry),
});

const federation = createInstance({
  name: 'shell_ssr',
  remotes: Object.entries(setup.serverEntries).map(([name, entry]) => ({ name, entry, type: 'commonjs-module' })),
  shared: {
    react: singleton('react', React),
    'react/jsx-runtime': singleton('react', jsxRuntime),
    'react-dom': singleton('react-dom', reactDom),
    'styled-components': singleton('styled-components', styledComponents),
    '@portal/shared-ui': singleton('@portal/shared-ui', sharedUi, true),
    '@portal/shared-state': singleton('@portal/shared-state', sharedState, true),
  },
  shareStrategy: 'loaded-first',
  plugins: [entryFromDisk()],
});

/** Screens loaded once per worker (a worker serves one generation, so one version of each remote). */
const screens = new Map<string, Promise<ComponentType>>();
function loadScreen(remote: string, screen: string): Promise<ComponentType> {
  const key = `${remote}/${screen}`;
  let loading = screens.get(key);
  if (!loading) {
    loading = federation.loadRemote<{ default?: ComponentType }>(key).then((module) => {
      if (!module?.default) throw new Error(`${key} has no default export`);
      return module.default;
    });
    loading.catch(() => screens.delete(key));
    screens.set(key, loading);
  }
  return loading;
}

/** Renders `element` to a string once everything (also what failed and falls back) is ready. */
function renderToHtml(element: React.ReactNode, timeoutMs: number) {
  return new Promise<{ html: string; errors: string[] }>((resolve, reject) => {
    const errors: string[] = [];
    let html = '';
    const sink = new PassThrough();
    sink.setEncoding('utf8');
    sink.on('data', (chunk: string) => (html += chunk));
    sink.on('end', () => {
      clearTimeout(timer);
      resolve({ html, errors });
    });
    const stream = renderToPipeableStream(element, {
      // A screen that throws: React sends its Suspense fallback and the browser renders that part.
      onError: (error) => {
        errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
      },
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
      onAllReady: () => stream.pipe(sink),
    });
    // What is still waiting then is sent as its fallback, and rendered by the browser.
    const timer = setTimeout(() => stream.abort(new Error(`render took longer than ${timeoutMs} ms`)), timeoutMs);
  });
}

async function render({ url, remote, screen, preloaded }: RenderRequest): Promise<RenderReply> {
  const t0 = performance.now();
  let Screen: ComponentType;
  try {
    Screen = await loadScreen(remote, screen);
  } catch (error) {
    // No server code for this screen: the browser renders it, as it does today.
    return { ok: false, phase: 'load', error: String(error), ms: { load: performance.now() - t0 } };
  }
  const t1 = performance.now();
  // A store per request, never persisted (no storage, no timer outliving the request), filled
  // with what the screen will ask for: it renders its data, not its skeleton.
  const { store } = sharedState.createPortalStore({ persist: false });
  store.dispatch(sharedState.portalApi.util.upsertQueryEntries(preloaded as never));
  const t1b = performance.now();
  const sheet = new ServerStyleSheet();
  try {
    const { html, errors } = await renderToHtml(
      sheet.collectStyles(
        <Provider store={store}>
          <sharedUi.PortalThemeProvider>
            <sharedUi.GlobalStyle />
            <StaticRouter location={url}>
              <main id="main-content" tabIndex={-1}>
                {/* The boundary a failing screen falls back to; the browser must have one in the same place. */}
                <Suspense fallback={<ScreenLoading />}>
                  <Screen />
                </Suspense>
              </main>
            </StaticRouter>
          </sharedUi.PortalThemeProvider>
        </Provider>,
      ),
      setup.timeoutMs,
    );
    const t2 = performance.now();
    const styles = sheet.getStyleTags();
    // What the browser's store starts from: every answer the screen rendered with, so it fetches none of them again.
    const queries = Object.values(store.getState()[sharedState.portalApi.reducerPath].queries) as ({ status: string; endpointName: string; originalArgs: unknown; data: unknown } | undefined)[];
    const state: PreloadedEntry[] = queries
      .filter((query) => query?.status === 'fulfilled')
      .map((query) => ({ endpointName: query!.endpointName, arg: query!.originalArgs, value: query!.data }));
    // Unsubscribed answers are kept 60 s (keepUnusedDataFor) by a timer that holds the whole store: drop them now.
    store.dispatch(sharedState.portalApi.util.resetApiState());
    return {
      ok: true,
      html,
      styles,
      state: JSON.stringify(state),
      errors,
      ms: { load: t1 - t0, store: t1b - t1, render: t2 - t1b, styles: performance.now() - t2 },
    };
  } catch (error) {
    return { ok: false, phase: 'shell', error: error instanceof Error ? (error.stack ?? error.message) : String(error), ms: { load: t1 - t0 } };
  } finally {
    sheet.seal();
  }
}

/** The worker's heap after a full collection: what a generation really keeps (the spike's leak check). */
function heapAfterGc(): number {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

parentPort!.on('message', (message: WorkerMessage) => {
  if (message.kind === 'heap') {
    parentPort!.postMessage({ id: message.id, heapAfterGcMB: heapAfterGc() });
    return;
  }
  void render(message).then((reply) => {
    const memory = process.memoryUsage();
    parentPort!.postMessage({ id: message.id, ...reply, heapUsedMB: memory.heapUsed / 2 ** 20, rssMB: memory.rss / 2 ** 20 });
  });
});
parentPort!.postMessage({ ready: true });
