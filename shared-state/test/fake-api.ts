import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApi } from '../src';

/** What a route answers: an HTTP status and the JSON body. */
export type Answer = [status: number, body: unknown];

/** A call the fake API received; `json` is the parsed body when it was JSON. */
export type ReceivedCall = { method: string; path: string; contentType: string; body: string; json: unknown };

type Route = (call: ReceivedCall) => Answer | Promise<Answer>;

/** The fake API as a test file sees it. */
export type FakeApi = {
  /** Answers "METHOD /path" (below /api/v1) with `answer`, or with whatever the function returns. */
  on(route: string, answer: Answer | Route): void;
  /** Like `on`, but holds the answer until `release()` is called: the screen can be seen while it waits. */
  hold(route: string, answer: Answer): { release: () => void };
  /** Calls received so far, optionally only those to one "METHOD /path". */
  calls(route?: string): ReceivedCall[];
};

type RunningFakeApi = FakeApi & {
  /** Forgets routes and calls (between tests). */
  reset(): void;
  close(): Promise<void>;
};

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => resolve(Buffer.concat(parts).toString('latin1')));
  });

const parseJson = (contentType: string, body: string): unknown => (contentType.startsWith('application/json') ? JSON.parse(body) : undefined);

function send(response: ServerResponse, [status, body]: Answer) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * The API as a real HTTP server on a free port, with the page's API client pointed at it, so
 * screens are tested through the same client, thunks and store they use in the browser.
 * jsdom's page is on another origin: it answers CORS the way the API does for a listed origin.
 */
async function startFakeApi(): Promise<RunningFakeApi> {
  const routes = new Map<string, Route>();
  const received: ReceivedCall[] = [];

  const server = createServer(async (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
      response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '');
      response.writeHead(204).end();
      return;
    }
    const contentType = request.headers['content-type'] ?? '';
    const body = await readBody(request);
    const call = { method: request.method ?? '', path: (request.url ?? '').replace(/^\/api\/v1/, ''), contentType, body, json: parseJson(contentType, body) };
    received.push(call);
    const route = routes.get(`${call.method} ${call.path}`);
    send(response, route ? await route(call) : [404, { success: false, message: `No route ${call.method} ${call.path}` }]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1` });

  const on: FakeApi['on'] = (route, answer) => routes.set(route, typeof answer === 'function' ? answer : () => answer);
  return {
    on,
    hold(route, answer) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      on(route, () => released.then(() => answer));
      return { release };
    },
    calls: (route) => received.filter((call) => route === undefined || `${call.method} ${call.path}` === route),
    reset() {
      routes.clear();
      received.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Starts one fake API for a test file and resets it between tests. */
export function setUpFakeApi(): FakeApi {
  let api: RunningFakeApi | undefined;
  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterEach(() => api?.reset());
  afterAll(() => api?.close());
  const current = () => {
    if (!api) throw new Error('the fake API is not started yet');
    return api;
  };
  return {
    on: (...args) => current().on(...args),
    hold: (...args) => current().hold(...args),
    calls: (...args) => current().calls(...args),
  };
}

/** The parts of a multipart call's body: text fields as they are, files as 'file:<name>'. */
export function formFieldsOf({ contentType, body }: Pick<ReceivedCall, 'contentType' | 'body'>): Record<string, string> {
  const boundary = /boundary=(.+)$/.exec(contentType)?.[1];
  if (!boundary) throw new Error(`not a multipart body: ${contentType}`);
  const parts = body.split(`--${boundary}`).slice(1, -1);
  return Object.fromEntries(
    parts.map((part) => {
      const [head = '', ...rest] = part.split('\r\n\r\n');
      const filename = /filename="([^"]*)"/.exec(head)?.[1];
      return [/name="([^"]+)"/.exec(head)![1], filename ? `file:${filename}` : rest.join('\r\n\r\n').replace(/\r\n$/, '')];
    }),
  );
}
