import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { sessionEnded } from '../features/session/sessionActions';
import { toApiError, type ApiError } from './apiError';
import { SESSION_ENDED_MESSAGE } from './errorMessages';
import { request, type SendRequest } from './http';
import { uploadConfig, type UploadProgressHandler } from './upload';

/** One call as an endpoint describes it. */
export type ApiRequest = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  params?: URLSearchParams;
  /** Marks a multipart upload: no client time-out, progress reported here. */
  upload?: { onProgress?: UploadProgressHandler };
};

/** Endpoints whose 401 means something other than a session that ended. */
const SESSION_CHECKS = new Set(['me', 'login', 'logout']);

type WithUser = { auth: { user: unknown } };

/**
 * What a store hands its thunks (createPortalStore's `extra`). A server render gives `request`,
 * so that store's reads go to the API in the same process, never over the network and never with
 * a cookie (only visitors' pages are rendered); the page's store gives none and its calls go
 * through the page's one client.
 */
export type PortalThunkExtra = { request?: SendRequest };

// RTK Query types `extra` as unknown; createPortalStore only ever passes a PortalThunkExtra.
const sendFor = (extra: unknown): SendRequest => (extra as PortalThunkExtra | undefined)?.request ?? request;

/**
 * RTK Query's base query over the store's client. A 401 for a user this browser believes
 * logged in means their session ended elsewhere (it expired, or they logged out in another
 * tab): it is handled once, here, for every endpoint.
 */
export const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async ({ url, method = 'GET', body, params, upload }, api) => {
  try {
    const send = sendFor(api.extra);
    const response = await send({ url, method, data: body, params, signal: api.signal, ...(upload && uploadConfig(upload.onProgress)) });
    return { data: response.data };
  } catch (error) {
    const apiError = toApiError(error);
    const believedLoggedIn = (api.getState() as WithUser).auth.user !== null;
    if (apiError.status !== 401 || !believedLoggedIn || SESSION_CHECKS.has(api.endpoint)) return { error: apiError };
    api.dispatch(sessionEnded());
    // What a screen then shows is what the shell says: the same words, so one toast.
    return { error: { status: 401, message: SESSION_ENDED_MESSAGE } };
  }
};
