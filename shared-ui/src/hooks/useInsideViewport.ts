import { useLayoutEffect, type RefObject } from 'react';

/** How close to the screen's edges a popover may come. */
export const VIEWPORT_MARGIN_PX = 8;

/**
 * Slides a shown popover sideways just enough to keep it whole on screen: on a phone a panel
 * aligned to its trigger can start past the left edge (the account menu did, leaving 13 px of
 * Logout visible). It measures after every render, since the panel's content and the
 * trigger's place can change, and again when the window is resized.
 */
export function useInsideViewport(ref: RefObject<HTMLElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    const place = () => {
      element.style.translate = '';
      const { left, right } = element.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      const shift = left < VIEWPORT_MARGIN_PX ? VIEWPORT_MARGIN_PX - left : right > width - VIEWPORT_MARGIN_PX ? width - VIEWPORT_MARGIN_PX - right : 0;
      if (shift !== 0) element.style.translate = `${Math.round(shift)}px 0`;
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  });
}
