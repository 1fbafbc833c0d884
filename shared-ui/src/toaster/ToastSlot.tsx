import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { Toast } from 'react-hot-toast';
import styled from 'styled-components';

// Bottom-right (TOAST_POSITION), as react-hot-toast's own <Toaster> places a toast: the newest
// at the bottom, each older one raised by the heights above it.
const Slot = styled.div<{ $shown: boolean }>`
  position: absolute;
  right: 0;
  bottom: 0;
  left: 0;
  display: flex;
  justify-content: flex-end;
  transition: all 230ms cubic-bezier(0.21, 1.02, 0.73, 1);
  /* A toast on its way out lets clicks through to the page. */
  z-index: ${({ $shown }) => ($shown ? 9999 : 'auto')};

  > * {
    pointer-events: ${({ $shown }) => ($shown ? 'auto' : 'none')};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

type ToastSlotProps = { toast: Toast; offset: number; onHeight: (toastId: string, height: number) => void; children: ReactNode };

/** Where one toast sits in the stack; it measures the toast, since the stack's offsets come from the heights. */
export const ToastSlot = ({ toast, offset, onHeight, children }: ToastSlotProps) => {
  const slot = useRef<HTMLDivElement>(null);
  // After every render: a toast replaced by another about the same thing may change height.
  useLayoutEffect(() => {
    const height = slot.current?.getBoundingClientRect().height ?? 0;
    if (height !== toast.height) onHeight(toast.id, height);
  });
  return (
    <Slot ref={slot} $shown={toast.visible} data-toast-shown={toast.visible || undefined} style={{ transform: `translateY(${-offset}px)` }}>
      {children}
    </Slot>
  );
};
