export { notify } from './notify';
export { PortalToaster } from './PortalToaster';
export {
  TOAST_DURATION_MS,
  TOAST_GAP_PX,
  TOAST_MAX_VISIBLE,
  TOAST_POSITION,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_WIDTH_PX,
} from './toastSpec';
