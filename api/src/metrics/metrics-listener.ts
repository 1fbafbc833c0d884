import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Config } from '../config';

async function answer(registry: Registry, request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  const { pathname } = new URL(request.url ?? '/', 'http://metrics');
  if (pathname !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics are at GET /metrics.\n');
    return;
  }
  try {
    const text = await registry.metrics();
    response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(request.method === 'HEAD' ? undefined : text);
  } catch (error) {
    response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`Metrics could not be collected: ${(error as Error).message}\n`);
  }
}

function listen(server: http.Server, { host, port }: Config['metrics']): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      server.off('listening', listening);
      const why =
        error.code === 'EADDRINUSE'
          ? `METRICS_PORT ${port} is already in use on ${host}: give each instance its own METRICS_PORT, or set METRICS_PORT=0 to turn metrics off`
          : `the metrics listener could not start on ${host}:${port} (METRICS_HOST, METRICS_PORT): ${error.message}`;
      reject(new Error(why, { cause: error }));
    };
    const listening = () => {
      server.off('error', failed);
      resolve();
    };
    server.once('error', failed);
    server.once('listening', listening);
    server.listen(port, host);
  });
}

/**
 * Prometheus's GET /metrics on a listener of its own (METRICS_HOST:METRICS_PORT, loopback by
 * default), never on the public port: it says how the service runs, for the operator alone.
 * It starts with the app, before the public port opens (a port already taken stops the start
 * with a message saying so), and closes with it. METRICS_PORT=0: no listener.
 */
export function serveMetricsWhileRunning(app: FastifyInstance, registry: Registry, config: Config['metrics']): void {
  if (config.port === 0) return;
  const server = http.createServer((request, response) => void answer(registry, request, response));
  app.addHook('onReady', async () => {
    await listen(server, config);
    server.on('error', (error) => app.log.error({ err: error }, 'the metrics listener failed'));
    const { address, port } = server.address() as AddressInfo;
    app.log.info({ address, port }, `metrics on http://${address.includes(':') ? `[${address}]` : address}:${port}/metrics`);
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // By now the public port has drained: a scraper's open connection must not hold the exit.
    server.closeAllConnections();
    await closed;
  });
}
