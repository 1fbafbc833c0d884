import { useRef } from 'react';
import { useToaster } from 'react-hot-toast';
import styled, { useTheme } from 'styled-components';
import { SwipeableToast } from './SwipeableToast';
import { ToastSlot } from './ToastSlot';
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_POSITION, TOAST_WIDTH_PX } from './toastSpec';
import { useToastHold } from './useToastHold';
import { useToastHotkey } from './useToastHotkey';

// As react-hot-toast's own <Toaster> places itself: over the page, 16 px from its edges,
// letting clicks through everywhere but on the toasts.
const Area = styled.div`
  position: fixed;
  inset: 16px;
  z-index: 9999;
  pointer-events: none;
`;

/**
 * react-hot-toast's toasts, styled to the spec; PortalToaster loads it with the first toast.
 * Built on useToaster rather than <Toaster> to stop the clocks while the focus is in a toast
 * too, not only the pointer.
 */
export const ToasterView = () => {
  const { colors, radii, shadows } = useTheme();
  const { toasts, handlers } = useToaster({
    duration: TOAST_DURATION_MS,
    style: {
      width: TOAST_WIDTH_PX,
      maxWidth: '100%',
      color: colors.text,
      background: colors.background,
      border: `1px solid ${colors.border}`,
      borderRadius: radii.md,
      boxShadow: shadows.card,
    },
    success: { iconTheme: { primary: colors.status.accepted, secondary: colors.status.onStatus } },
    error: { iconTheme: { primary: colors.status.rejected, secondary: colors.status.onStatus } },
  });
  const area = useRef<HTMLDivElement>(null);
  const hold = useToastHold(area, handlers);
  const hotkey = useToastHotkey(area);

  return (
    <Area
      ref={area}
      onMouseEnter={hold.onMouseEnter}
      onMouseLeave={hold.onMouseLeave}
      onFocus={(event) => {
        hotkey.onFocus(event);
        hold.onFocus();
      }}
      onBlur={hold.onBlur}
      onClick={hotkey.onClick}
    >
      {toasts.map((toast) => (
        <ToastSlot
          key={toast.id}
          toast={toast}
          offset={handlers.calculateOffset(toast, { gutter: TOAST_GAP_PX, defaultPosition: TOAST_POSITION })}
          onHeight={handlers.updateHeight}
        >
          <SwipeableToast toast={toast} />
        </ToastSlot>
      ))}
    </Area>
  );
};
