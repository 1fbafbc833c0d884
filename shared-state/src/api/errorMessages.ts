export const NETWORK_ERROR_MESSAGE = 'Cannot reach the server. Check your connection and try again.';
export const TIMEOUT_ERROR_MESSAGE = 'The server took too long to answer. Please try again.';
export const CANCELED_ERROR_MESSAGE = 'The request was cancelled.';
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';
export const unexpectedResponseMessage = (status: number): string =>
  `The server sent an unexpected answer (HTTP ${status}). Please try again.`;
