import { useEffect, useRef, type RefObject } from 'react';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

type FocusTrapOptions = {
  active: boolean;
  onEscape: () => void;
  /** Where focus goes on close; defaults to whatever was focused on open. */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

export const useFocusTrap = (
  containerRef: RefObject<HTMLElement | null>,
  { active, onEscape, returnFocusRef }: FocusTrapOptions,
) => {
  // Read through a ref so a new callback identity does not re-run the effect and steal focus.
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;

    const previouslyFocused = document.activeElement as HTMLElement | null;
    const tabbables = () => Array.from(container.querySelectorAll<HTMLElement>(TABBABLE));
    (tabbables()[0] ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // Only the innermost open layer closes.
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;

      const items = tabbables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const index = items.indexOf(document.activeElement as HTMLElement);
      if (event.shiftKey && index <= 0) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && index === items.length - 1) {
        event.preventDefault();
        first.focus();
      }
    };

    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      (returnFocusRef?.current ?? previouslyFocused)?.focus();
    };
  }, [active, containerRef, returnFocusRef]);
};
