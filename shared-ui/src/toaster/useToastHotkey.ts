import { useEffect, useRef, type FocusEvent, type MouseEvent, type RefObject } from 'react';
import { TOAST_HOTKEY } from './toastSpec';

/**
 * Alt+T takes the keyboard to the newest toast's button (its action, else Dismiss), wherever
 * the focus is; pressing a toast's button brings the focus back to where it came from.
 * Answers the toaster's event handlers.
 */
export function useToastHotkey(toaster: RefObject<HTMLElement | null>) {
  const cameFrom = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== TOAST_HOTKEY.code) return;
      const shown = toaster.current?.querySelector('[data-toast-shown]');
      const button = shown?.querySelector<HTMLElement>('[aria-keyshortcuts]') ?? shown?.querySelector<HTMLElement>('button');
      if (!button) return;
      event.preventDefault();
      button.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [toaster]);

  return {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) cameFrom.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
    },
    // After the toast's own handler: the toast is going, so its button is no place for the focus.
    onClick: (event: MouseEvent<HTMLElement>) => {
      const focused = document.activeElement;
      if (!(event.target instanceof Element) || !event.target.closest('button') || !(focused instanceof HTMLElement)) return;
      if (!event.currentTarget.contains(focused)) return;
      if (cameFrom.current?.isConnected) cameFrom.current.focus();
      else focused.blur();
    },
  };
}
