import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { MessageResponseSchema, UnsubscribeQuerySchema } from '@portal/contract';
import type { AppDeps } from '../../deps';
import { errorResponses } from '../../http/error-responses';
import { notFound } from '../../http/http-error';
import { alertService } from './alert-service';
import { unsubscribedPage, unsubscribePage } from './unsubscribe-pages';

const LINK_USED = 'This unsubscribe link was already used, or it is not valid.';
const HTML = 'text/html; charset=utf-8';

// Typed as Fastify's plain request and reply: the schemas' response types are JSON, and these also answer pages.
type LinkRequest = FastifyRequest<{ Querystring: z.output<typeof UnsubscribeQuerySchema> }>;

/**
 * The unsubscribe link every alert email carries (no login needed; it works until used). A
 * GET shows a page whose button POSTs to the link: mail scanners and link previews open links,
 * so opening one must change nothing. A POST unsubscribes, from that button or from a mail
 * app's own unsubscribe button (RFC 8058 one-click, announced by the email's List-Unsubscribe-Post).
 */
export async function unsubscribeRoutes(app: FastifyInstance, deps: AppDeps) {
  const alerts = alertService(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Mail apps post "List-Unsubscribe=One-Click" as a form (urlencoded, or multipart, which the
  // app takes everywhere). It says nothing the link does not, so it is read and dropped; this
  // plugin's scope keeps form bodies away from every other route.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null));

  routes.get(
    '/unsubscribe',
    {
      schema: {
        tags: ['alert'],
        summary: 'An HTML page naming the alert the emailed link is for, with a button that unsubscribes (a POST to the link); changes nothing by itself',
        description: 'Answers 200 with the page, or 404 with a page saying the link was used already or is not valid.',
        querystring: UnsubscribeQuerySchema,
        response: errorResponses(400),
      },
    },
    async (request: LinkRequest, reply: FastifyReply) => {
      const keyword = await alerts.keywordOfLink(request.query.token);
      // Whether the button is there changes once it is used: never shown from a cache.
      reply.type(HTML).header('Cache-Control', 'no-store');
      return keyword === null ? reply.status(404).send(unsubscribedPage(null)) : reply.send(unsubscribePage(keyword, request.query.token));
    },
  );

  routes.post(
    '/unsubscribe',
    {
      schema: {
        tags: ['alert'],
        summary: 'Deletes the alert the emailed link names, without logging in (RFC 8058 one-click unsubscribe); the link works once',
        description:
          'Takes any body or none (mail apps send `List-Unsubscribe=One-Click` as a form). Answers an HTML page to a browser (Accept: text/html), JSON otherwise.',
        querystring: UnsubscribeQuerySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request: LinkRequest, reply: FastifyReply) => {
      const keyword = await alerts.unsubscribe(request.query.token);
      // The page's button is a browser, which asks for HTML; a mail app or an API client gets JSON.
      const wantsPage = (request.headers.accept ?? '').includes('text/html');
      if (keyword === null) {
        if (wantsPage) return reply.status(404).type(HTML).send(unsubscribedPage(null));
        throw notFound(LINK_USED);
      }
      if (wantsPage) return reply.type(HTML).send(unsubscribedPage(keyword));
      return { success: true as const, message: `You will get no more emails for the alert "${keyword}".` };
    },
  );
}
