import { act, screen } from '@testing-library/react';
import { notify } from '@portal/shared-ui';

const TOAST = '[role="status"]';

/** The toast showing `message` (the same text may also be shown by a field). */
export const findToast = (message: string) => screen.findByText(message, { selector: TOAST });

/**
 * Whether a toast shows `message`. Toasts show in the order they are sent, so once a toast sent
 * now is showing, any the screen sent before it would be showing too: no waiting on a clock.
 */
export async function isToasted(message: string): Promise<boolean> {
  const probe = `Toasts sent before this one are showing (${message})`;
  act(() => notify.error(probe));
  await findToast(probe);
  return screen.queryByText(message, { selector: TOAST }) !== null;
}
