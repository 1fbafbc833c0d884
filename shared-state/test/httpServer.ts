import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void;

export interface TestServer {
  origin: string;
  requests: RecordedRequest[];
  /** Replaces the handler for the following requests. */
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

/**
 * A real HTTP server on 127.0.0.1 and a free port. It answers CORS like the
 * API does for a listed origin (credentials allowed), so the browser-side
 * client under jsdom goes through the same preflight and cookie rules.
 */
export async function startServer(initial: Handler = (_request, response) => json(response, 200, { success: true })): Promise<TestServer> {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, PUT',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '',
      });
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('latin1') };
      requests.push(request);
      handler(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => void (handler = next),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** An origin nothing listens on: a port that was just free. */
export async function closedOrigin(): Promise<string> {
  const server = await startServer();
  await server.close();
  return server.origin;
}

/** A handler answering "METHOD /path?query" keys with [status, JSON body]; 404 otherwise. */
export const routes =
  (table: Record<string, [number, unknown]>): Handler =>
  (request, response) => {
    const key = `${request.method} ${request.url}`;
    const [status, body] = table[key] ?? [404, { success: false, message: `No route ${key}` }];
    json(response, status, body);
  };
