export { notify, type NotifyOptions, type ToastAction } from './notify';
export { PortalToaster } from './PortalToaster';
export {
  TOAST_ACTION_DURATION_MS,
  TOAST_DURATION_MS,
  TOAST_GAP_PX,
  TOAST_HOTKEY,
  TOAST_MAX_VISIBLE,
  TOAST_POSITION,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_WIDTH_PX,
} from './toastSpec';
