import { useEffect, useRef, type FocusEvent, type RefObject } from 'react';

type PauseHandlers = { startPause: () => void; endPause: () => void };

/**
 * Stops the toasts' clocks while the pointer is over the toaster or the keyboard focus is in
 * it, and restarts them once neither is: a toast being read or reached does not go.
 * Answers the toaster's event handlers.
 */
export function useToastHold(toaster: RefObject<HTMLElement | null>, { startPause, endPause }: PauseHandlers) {
  const held = useRef({ pointer: false, focus: false });

  const hold = (what: 'pointer' | 'focus', on: boolean) => {
    const was = held.current.pointer || held.current.focus;
    held.current = { ...held.current, [what]: on };
    const is = held.current.pointer || held.current.focus;
    if (!was && is) startPause();
    if (was && !is) endPause();
  };

  // A focused toast removed from the page takes the focus with it, and no blur says so.
  useEffect(() => {
    if (held.current.focus && !toaster.current?.contains(document.activeElement)) hold('focus', false);
  });

  return {
    onMouseEnter: () => hold('pointer', true),
    onMouseLeave: () => hold('pointer', false),
    onFocus: () => hold('focus', true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) hold('focus', false);
    },
  };
}
