import { httpStatusOf, toErrorMessage } from '@portal/shared-state';

/**
 * The server's message when it refused `field` (a 400 whose message names the field, e.g.
 * 'currentPassword is incorrect.'), to show next to that field; else null.
 */
export function serverFieldError(error: unknown, field: string): string | null {
  const message = toErrorMessage(error);
  return httpStatusOf(error) === 400 && message.startsWith(`${field} `) ? message : null;
}
