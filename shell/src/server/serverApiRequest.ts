import type { ServerApiCall, ServerApiAnswer } from '@portal/site/server-render';
import type { SendRequest } from '@portal/shared-state';

/** What axios rejects with for an answer outside 2xx: toApiError reads it as it reads axios' own. */
class ServerApiError extends Error {
  readonly isAxiosError = true;
  readonly response: { status: number; data: unknown };

  constructor(call: ServerApiCall, { status, body }: ServerApiAnswer) {
    super(`GET ${call.url} answered ${status}`);
    this.response = { status, data: body };
  }
}

/**
 * The store's client for one server render (createPortalStore's `extra.request`): each call of
 * the base query, as axios would have sent it, goes to `send`, and its answer comes back as
 * axios' would have, so a screen gets the same data or ApiError as in the browser. Reads only:
 * rendering a page for a visitor never changes anything.
 */
export const serverApiRequest =
  (send: (call: ServerApiCall) => Promise<ServerApiAnswer>): SendRequest =>
  async ({ url = '', method = 'GET', params }) => {
    if (method.toUpperCase() !== 'GET') throw new Error(`A server render only reads: ${method} ${url} refused`);
    const query = new URLSearchParams(params as ConstructorParameters<typeof URLSearchParams>[0]).toString();
    const call = { url: query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url };
    const answer = await send(call);
    if (answer.status < 200 || answer.status >= 300) throw new ServerApiError(call, answer);
    return { data: answer.body };
  };
