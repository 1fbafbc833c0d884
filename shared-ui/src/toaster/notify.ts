import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from './toastSpec';
import { loadToaster, requestToaster } from './toasterLoad';

// Ids of the newest toasts, oldest first. Any toast older than the newest three has either
// gone already (dismissing it again is a no-op) or must go now, so this list is all the
// state the cap needs.
let newest: string[] = [];

const show = (kind: 'success' | 'error') => (message: string) => {
  requestToaster();
  // In the order asked for: each toast waits for the same load.
  void loadToaster().then(({ toast }) => {
    // The message is the id: the same words shown twice at once (two failed calls, say) are one toast.
    const id = toast[kind](message, { id: message, duration: TOAST_DURATION_MS });
    newest = [...newest, id];
    newest.slice(0, -TOAST_MAX_VISIBLE).forEach((oldId) => toast.dismiss(oldId));
    newest = newest.slice(-TOAST_MAX_VISIBLE);
  });
};

/** Shows a success or error toast, keeping at most three visible (the oldest goes first). */
export const notify = {
  success: show('success'),
  error: show('error'),
};
