import { TOAST_MAX_VISIBLE } from './toastSpec';
import { isToasterRequested, loadToaster, requestToaster } from './toasterLoad';

/** A button in a toast, e.g. Undo; pressing it closes the toast. */
export type ToastAction = { label: string; onClick: () => void };

export type NotifyOptions = {
  /**
   * What the toast is about, e.g. `saved-job:42`. A later toast about the same thing takes its
   * place: once a save that failed succeeds, its error toast gives way to the success.
   */
  about?: string;
  /** A button the toast offers; such a toast stays longer (TOAST_ACTION_DURATION_MS). */
  action?: ToastAction;
};

// The newest toasts, oldest first. Any toast older than the newest three has either gone
// already (dismissing it again is a no-op) or must go now, so this list is all the state the
// cap needs.
let newest: { id: string; message: string }[] = [];

const show =
  (kind: 'success' | 'error') =>
  (message: string, { about, action }: NotifyOptions = {}) => {
    requestToaster();
    // In the order asked for: each toast waits for the same load.
    void loadToaster().then(({ showToast, toast }) => {
      // Without `about` the message is the id: the same words shown twice at once (two failed calls, say) are one toast.
      const id = showToast(kind, message, { id: about ?? message, action });
      // The same words under another id (a session that ended, told by the call and by the session) give way at once, with
      // no exit to watch: one toast says them.
      newest.filter((other) => other.id !== id && other.message === message).forEach((other) => toast.remove(other.id));
      newest = [...newest.filter((other) => other.id !== id && other.message !== message), { id, message }];
      newest.slice(0, -TOAST_MAX_VISIBLE).forEach((old) => toast.dismiss(old.id));
      newest = newest.slice(-TOAST_MAX_VISIBLE);
    });
  };

/** Shows a success or error toast, keeping at most three visible (the oldest goes first). */
export const notify = {
  success: show('success'),
  error: show('error'),
  /**
   * Takes away the toast about `about`, if one shows: for a call that failed, then succeeded
   * with nothing to say (the screen shows it), so its error toast must not stay.
   */
  dismiss: (about: string) => {
    // No toast yet, so none to take away: the toaster need not load for this.
    if (!isToasterRequested()) return;
    void loadToaster().then(({ toast }) => toast.dismiss(about));
  },
};
