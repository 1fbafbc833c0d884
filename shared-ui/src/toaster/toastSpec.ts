// Values fixed by the product spec, section 9. The 356 px width, 14 px gap and 20 px swipe
// threshold match Sonner's defaults; react-hot-toast has no such options, so PortalToaster
// applies them itself (toast style, gutter, and a swipe handler on its own toast renderer).
export const TOAST_DURATION_MS = 4000;
export const TOAST_MAX_VISIBLE = 3;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;
export const TOAST_SWIPE_THRESHOLD_PX = 20;
export const TOAST_POSITION = 'bottom-right';

// Not in the spec: a toast with a button (Undo) must leave time to read it and reach the
// button by keyboard (WCAG 2.2.1), so it stays longer, its clock stopped while the pointer or
// the focus is on the toaster, and a key (Sonner's) takes the focus straight to it.
export const TOAST_ACTION_DURATION_MS = 10_000;
export const TOAST_HOTKEY = { label: 'Alt+T', code: 'KeyT' } as const;
