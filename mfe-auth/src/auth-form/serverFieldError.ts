import { httpStatusOf, toErrorMessage } from '@portal/shared-state';

/**
 * The server's message when it refused the field labelled `label` (a 400 whose message begins
 * with the label, e.g. 'Current password is incorrect.'), to show next to that field; else null.
 */
export function serverFieldError(error: unknown, label: string): string | null {
  const message = toErrorMessage(error);
  return httpStatusOf(error) === 400 && message.startsWith(`${label} `) ? message : null;
}
