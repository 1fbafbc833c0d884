import { configureApi, type FacetValue, type SearchFacets } from '@portal/shared-state';
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
    /** Every request received, oldest first, as 'GET /job/get?limit=6'. */
    calls: () => requests.map(({ method, path, query }) => `${method} ${path}${query.size > 0 ? `?${query}` : ''}`),
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close: () => server.close(),
  };
}

export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;

type PageExtras = { total?: number; totalIsEstimate?: boolean; nextCursor?: string | null; facets?: Partial<SearchFacets> };

const NO_FACETS: SearchFacets = { location: [], jobType: [], experience: [], salary: [], company: [] };

/** A page of /job/get as the API sends it; with facets when the request asked for them (facets=1). */
export const jobPage = (jobs: unknown[], { total = jobs.length, totalIsEstimate = false, nextCursor = null, facets }: PageExtras = {}): Reply => [
  200,
  { success: true, jobs, total, totalIsEstimate, nextCursor, ...(facets && { facets: { ...NO_FACETS, ...facets } }) },
];

/** A facet value as the API counts it. */
export const facet = (value: string, count: number, label = value): FacetValue => ({ value, label, count });
