import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type PiecesProxy = { baseUrl: string; close(): Promise<void> };

/**
 * A proxy in front of `target` that sends each HTML page in two pieces, as a slow network
 * does: everything up to the end of the first `cutAfter` in the page, then, `pauseMs` later,
 * the rest. Every other response passes through whole. A browser paints what it has parsed
 * when the network stalls, so this shows what a visitor sees of a page half arrived.
 */
export async function documentInPieces(target: string, cutAfter: string, pauseMs: number): Promise<PiecesProxy> {
  const server = http.createServer(async (request, response) => {
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== 'host' && name !== 'accept-encoding')) as Record<string, string>;
    const upstream = await fetch(target + request.url, { method: request.method, headers, redirect: 'manual' });
    const body = Buffer.from(await upstream.arrayBuffer());
    const passed: http.OutgoingHttpHeaders = { 'set-cookie': upstream.headers.getSetCookie() };
    upstream.headers.forEach((value, name) => {
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'set-cookie'].includes(name)) passed[name] = value;
    });
    response.writeHead(upstream.status, passed);
    const cut = body.indexOf(cutAfter);
    if (!(upstream.headers.get('content-type') ?? '').startsWith('text/html') || cut < 0) {
      response.end(body);
      return;
    }
    const end = cut + Buffer.byteLength(cutAfter);
    response.write(body.subarray(0, end));
    setTimeout(() => response.end(body.subarray(end)), pauseMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
