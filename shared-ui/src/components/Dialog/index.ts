export { Dialog, type DialogProps } from './Dialog';
export { DialogActions } from './DialogActions';
