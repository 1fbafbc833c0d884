import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isConnectionFailure } from '../db/errors';
import { HttpError } from './http-error';

type Issue = { path: PropertyKey[]; message: string };

/** Zod's own wording (its English locale), which names no field, unlike the contract's messages. */
const ZOD_GENERIC_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized key)/;

/**
 * The first problem. The contract's messages name the field as its form labels it ("Email must
 * be a valid email address") and are kept as written; zod's generic ones get the wire name first.
 */
export function describeIssues(issues: readonly Issue[]): string {
  const first = issues[0];
  if (!first) return 'The request is malformed';
  const field = first.path.map(String).join('.');
  return field && ZOD_GENERIC_MESSAGE.test(first.message) ? `${field}: ${first.message}` : first.message;
}

/** Fastify's own client errors keep their status with a plain message. */
function frameworkClientError(error: FastifyError): { status: number; message: string } | null {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'The request body is not valid JSON' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 413, message: 'The request is too large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: 'Unsupported content type' };
    case 'FST_CP_ERR_INVALID_CONTENT_ENCODING':
      return { status: 415, message: 'Compressed request bodies are not accepted' };
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 400, message: 'Expected a multipart/form-data body' };
    default:
      return { status, message: status === 404 ? 'Not found' : 'The request is malformed' };
  }
}

/**
 * What the multipart parser (busboy) throws for a body that is not well-formed
 * multipart/form-data: a missing, empty or over-long boundary, or a body cut short. These
 * errors carry no code, so they are told apart by their text; they are the client's fault.
 */
const MALFORMED_MULTIPART = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^The needle cannot (be an empty|have a length bigger)/,
  /^Unsupported Content-Type\.$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
];

function isMalformedMultipart(error: FastifyError): boolean {
  return error.code === undefined && error.statusCode === undefined && MALFORMED_MULTIPART.some((pattern) => pattern.test(error.message));
}

/**
 * Errors Fastify raises before a route is found (a path with a broken %-escape, a path
 * segment over maxParamLength). Passed as the `frameworkErrors` server option, so they get
 * the same `{success:false, message}` shape as every other error.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) {
    request.log.error({ err: error }, 'unexpected framework error');
    return reply.status(500).send({ success: false, message: 'Something went wrong on our side. Please try again.' });
  }
  const message =
    error.code === 'FST_ERR_BAD_URL' ? 'The URL is malformed' : error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'The URL is too long' : 'The request is malformed';
  return reply.status(status).send({ success: false, message });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or URL over 16 KB,
 * broken HTTP, a request that never finishes arriving). Passed as the `clientErrorHandler`
 * server option: the answer has the same `{success:false, message}` shape as every other
 * error, and says "Connection: close", since the connection is closed right after it; without
 * that a keep-alive client puts the connection back in its pool and its next request fails.
 */
export function clientErrors(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers or URL are too large']
        : [400, 'The request is malformed'];
  const body = JSON.stringify({ success: false, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** What a request's own socket says when the client has gone: not the database, and not a fault. */
const CLIENT_GONE_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);

function clientWentAway(error: FastifyError, request: FastifyRequest): boolean {
  return request.raw.socket.destroyed && (CLIENT_GONE_CODES.has(error.code) || error.message === 'aborted');
}

export const errorHandler = fp(async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (clientWentAway(error, request)) {
      // Nobody is left to answer (an upload dropped halfway, a closed tab): the request just ends.
      request.log.info({ code: error.code }, 'the client closed the connection before its request was answered');
      return reply.status(499).send();
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send({ success: false, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: (v.instancePath || '').split('/').filter(Boolean),
        message: v.message ?? 'is invalid',
      }));
      const wholeBodyWrong = error.validationContext === 'body' && issues.every((issue) => issue.path.length === 0);
      const message = wholeBodyWrong ? 'The request body must be a JSON object' : describeIssues(issues);
      return reply.status(400).send({ success: false, message });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ success: false, message: describeIssues(error.issues) });
    }
    if (isMalformedMultipart(error)) {
      return reply.status(400).send({ success: false, message: 'The multipart/form-data body is malformed' });
    }
    const clientError = frameworkClientError(error);
    if (clientError) {
      return reply.status(clientError.status).send({ success: false, message: clientError.message });
    }
    if (isConnectionFailure(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({ success: false, message: 'The service is temporarily unavailable. Please try again shortly.' });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ success: false, message: 'Something went wrong on our side. Please try again.' });
  });
});

/** Unknown routes answer like every other error: JSON with a message. */
export function jsonNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ success: false, message: `No route for ${request.method} ${request.url.split('?')[0]}` });
}
