import { useRef, useState, type PointerEvent } from 'react';
import { toast as toaster, ToastBar, type Toast } from 'react-hot-toast';
import styled from 'styled-components';
import { TOAST_POSITION, TOAST_SWIPE_THRESHOLD_PX } from './toastSpec';

const Swipe = styled.div`
  /* On a phone narrower than a toast, the toast narrows to the screen instead of leaving it on the left. */
  max-width: 100%;
  /* Vertical scrolling stays with the browser; horizontal drags come to the handlers. */
  touch-action: pan-y;
  transition: transform 150ms ease;
`;

const DismissButton = styled.button`
  flex-shrink: 0;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  cursor: pointer;
`;

export const SwipeableToast = ({ toast }: { toast: Toast }) => {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    startX.current = event.clientX;
    // Keep receiving moves when the pointer leaves the toast mid-swipe (not in jsdom).
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current !== null) setOffset(event.clientX - startX.current);
  };

  const onPointerUp = () => {
    startX.current = null;
    if (Math.abs(offset) > TOAST_SWIPE_THRESHOLD_PX) toaster.dismiss(toast.id);
    else setOffset(0);
  };

  const onPointerCancel = () => {
    startX.current = null;
    setOffset(0);
  };

  return (
    <Swipe
      // A dismissed toast lingers for its exit animation: screen readers should not find it, nor
      // Tab its buttons (axe's aria-hidden-focus caught a Dismiss button still focusable there).
      aria-hidden={!toast.visible || undefined}
      inert={!toast.visible || undefined}
      style={{ transform: `translateX(${offset}px)` }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
    >
      <ToastBar toast={toast} position={toast.position ?? TOAST_POSITION}>
        {({ icon, message }) => (
          <>
            {icon}
            {message}
            <DismissButton type="button" aria-label="Dismiss notification" onClick={() => toaster.dismiss(toast.id)}>
              <span aria-hidden="true">×</span>
            </DismissButton>
          </>
        )}
      </ToastBar>
    </Swipe>
  );
};
