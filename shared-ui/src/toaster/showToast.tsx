import { toast } from 'react-hot-toast';
import type { ToastAction } from './notify';
import { ToastWithAction } from './ToastWithAction';
import { TOAST_ACTION_DURATION_MS, TOAST_DURATION_MS } from './toastSpec';

/** Shows (or, for an id already showing, replaces) a toast; answers its id. */
export function showToast(kind: 'success' | 'error', message: string, { id, action }: { id: string; action?: ToastAction }): string {
  if (!action) return toast[kind](message, { id, duration: TOAST_DURATION_MS });
  return toast[kind](<ToastWithAction toastId={id} message={message} action={action} />, { id, duration: TOAST_ACTION_DURATION_MS });
}
