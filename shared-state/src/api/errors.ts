import type { AxiosError } from 'axios';

export const NETWORK_ERROR_MESSAGE = 'Cannot reach the server. Check your connection and try again.';
export const TIMEOUT_ERROR_MESSAGE = 'The server took too long to answer. Please try again.';
export const CANCELED_ERROR_MESSAGE = 'The request was cancelled.';
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const unexpectedResponseMessage = (status: number): string =>
  `The server sent an unexpected answer (HTTP ${status}). Please try again.`;

function serverMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const { message } = data;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

// axios' own isAxiosError test, without loading axios for it (it loads with the first call).
const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** The one place that turns a failed call into the text a toast shows. */
export function toErrorMessage(error: unknown): string {
  if (isAxiosError(error)) {
    if (error.response) {
      // A body that is not the API's JSON (a proxy's HTML page, say) says nothing useful to a user.
      return serverMessage(error.response.data) ?? unexpectedResponseMessage(error.response.status);
    }
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return TIMEOUT_ERROR_MESSAGE;
    if (error.code === 'ERR_CANCELED') return CANCELED_ERROR_MESSAGE;
    return NETWORK_ERROR_MESSAGE;
  }
  return GENERIC_ERROR_MESSAGE;
}
