import { useEffect, useEffectEvent, type RefObject } from 'react';

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
  // An effect event: a new callback identity must not re-run the effect and steal focus.
  const escape = useEffectEvent(onEscape);

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;

    const previouslyFocused = document.activeElement as HTMLElement | null;
    const returnTarget = returnFocusRef?.current;
    const tabbables = () => Array.from(container.querySelectorAll<HTMLElement>(TABBABLE));
    (tabbables()[0] ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // Only the innermost open layer closes.
        event.stopPropagation();
        escape();
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
      (returnTarget ?? previouslyFocused)?.focus();
    };
  }, [active, containerRef, returnFocusRef]);
};
