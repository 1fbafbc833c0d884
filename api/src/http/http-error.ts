/** An error whose status and message (and headers, when it has some) are meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthenticated = () => new HttpError(401, 'User not authenticated');
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** Every 429 says when to come back, so clients wait instead of retrying blindly. */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new HttpError(429, 'Too many attempts. Please wait a few minutes and try again.', { 'Retry-After': String(retryAfterSeconds) });
