import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor } from './cache-policy';

/**
 * Serves the built site from one folder, as a CDN would: the shell at /, each remote under
 * /remotes/<name>/, and the shell's index.html for every other page path so deep links
 * and reloads land in the app. API and docs paths never fall through to the page.
 */
export async function siteRoutes(app: FastifyInstance, { siteDir }: { siteDir: string }) {
  const root = path.resolve(siteDir);
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    // The build emits .br and .gz beside each file; the browser gets the best it accepts.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      response.setHeader('Cache-Control', cacheControlFor(path.relative(root, filePath)));
    },
  });

  app.get('/', (_request, reply) => {
    sendPage(reply);
  });
}

function sendPage(reply: FastifyReply): void {
  reply.header('Cache-Control', 'no-cache').sendFile('index.html');
}

/** Page paths (GET, no file extension, not the API) get the shell; anything else the JSON 404. */
export function pageOrNotFound(otherwise: (request: FastifyRequest, reply: FastifyReply) => unknown) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0]!;
    const isPage = request.method === 'GET' && !/^\/(api|healthz|readyz)(\/|$)/.test(pathname) && !path.extname(pathname);
    if (isPage) sendPage(reply);
    else otherwise(request, reply);
  };
}
