import { configureApi } from '@portal/shared-state';
import { json, startServer, type RecordedRequest } from '@portal/shared-state/testing';

export { aCompany, aJob, aStudentApplication } from '@portal/shared-state/testing';

type Reply = [status: number, body: unknown];
export type ApiRequest = RecordedRequest & { path: string; query: URLSearchParams };
type Route = Reply | ((request: ApiRequest) => Reply | Promise<Reply>);

/** A reply the test sends when it chooses, to see a screen while its call is under way. */
export function heldReply() {
  let send!: (reply: Reply) => void;
  const reply = new Promise<Reply>((resolve) => (send = resolve));
  return { route: () => reply, send };
}

/**
 * A real HTTP server standing in for the API, the client pointed at it: routes are
 * "METHOD /path" under /api/v1 (the query is not part of the key), anything else is a 404.
 * Start one per test file; `reset()` between tests.
 */
export async function startFakeApi() {
  const server = await startServer();
  configureApi({ baseUrl: `${server.origin}/api/v1` });
  const routes = new Map<string, Route>();
  const requests: ApiRequest[] = [];

  server.handle((recorded, response) => {
    const url = new URL(recorded.url, server.origin);
    const request = { ...recorded, path: url.pathname.replace(/^\/api\/v1/, ''), query: url.searchParams };
    requests.push(request);
    const route = routes.get(`${request.method} ${request.path}`);
    const reply = typeof route === 'function' ? route(request) : (route ?? [404, { success: false, message: 'Not found.' }]);
    void Promise.resolve(reply).then(([status, body]) => json(response, status, body));
  });

  return {
    /** Answers `METHOD path` (e.g. 'GET', '/job/get') with a fixed reply or a function of the request. */
    on(method: string, path: string, route: Route) {
      routes.set(`${method} ${path}`, route);
    },
    /** The requests received for `METHOD path`, oldest first. */
    requests: (method: string, path: string) => requests.filter((request) => request.method === method && request.path === path),
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close: () => server.close(),
  };
}

export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;

/** A page of /job/get as the API sends it. */
export const jobPage = (jobs: unknown[], { total = jobs.length, nextCursor = null as string | null } = {}): Reply => [
  200,
  { success: true, jobs, total, nextCursor },
];
