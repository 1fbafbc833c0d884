// The entry of the shell's server build (webpack.server.config.js): the module a render worker
// of the API require()s, named by ssr-entry.json beside the shell's index.html. Its one export
// is the render protocol's createRenderer (@portal/site/server-render).
import type { RenderedPage, ShellServerBuild } from '@portal/site/server-render';
import { errorText } from './errorText';

export const createRenderer: ShellServerBuild['createRenderer'] = (setup) => {
  // The async boundary, as the browser's index.ts has: the shared singletons the remotes run on
  // (React, styled-components, the workspace packages) are set up before any code using them runs.
  const ready = import('./startRenderer').then(({ startRenderer }) => startRenderer(setup));
  // A renderer that cannot start says so in each render's answer, not as an unhandled rejection.
  ready.catch(() => undefined);
  return {
    render: (input) =>
      ready.then(
        (render) => render(input),
        (error: unknown): RenderedPage => ({ ok: false, phase: 'render', error: errorText(error) }),
      ),
  };
};
