import type { AxiosError } from 'axios';
import {
  CANCELED_ERROR_MESSAGE,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
  unexpectedResponseMessage,
} from './errorMessages';

/**
 * How every failed call reaches the screens: the HTTP status when the server answered (or
 * what went wrong on the way) and the sentence to show the user.
 */
export type ApiError = {
  status: number | 'NETWORK' | 'TIMEOUT' | 'CANCELED' | 'UNKNOWN';
  message: string;
  /** The server's JSON answer, when it sent one: what a screen reads besides the message (a refused login's accountRole). */
  body?: Record<string, unknown>;
};

function serverMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const { message } = data;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

// axios' own isAxiosError test, without loading axios for it (it loads with the first call).
const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

export const isApiError = (error: unknown): error is ApiError =>
  typeof error === 'object' && error !== null && 'status' in error && typeof (error as { message?: unknown }).message === 'string';

/** The one place that turns what axios threw into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (!isAxiosError(error)) return { status: 'UNKNOWN', message: GENERIC_ERROR_MESSAGE };
  if (error.response) {
    const { status, data } = error.response;
    // A body that is not the API's JSON (a proxy's HTML page, say) says nothing useful to a user.
    const body = typeof data === 'object' && data !== null ? { body: data as Record<string, unknown> } : {};
    return { status, message: serverMessage(data) ?? unexpectedResponseMessage(status), ...body };
  }
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return { status: 'TIMEOUT', message: TIMEOUT_ERROR_MESSAGE };
  if (error.code === 'ERR_CANCELED') return { status: 'CANCELED', message: CANCELED_ERROR_MESSAGE };
  return { status: 'NETWORK', message: NETWORK_ERROR_MESSAGE };
}

/** The text a toast or an error panel shows for a failed call (an unwrapped mutation's error, say). */
export function toErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return toApiError(error).message;
}

/** The HTTP status of a failed call, when the server answered. */
export const httpStatusOf = (error: unknown): number | undefined =>
  isApiError(error) && typeof error.status === 'number' ? error.status : undefined;
