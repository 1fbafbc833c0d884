import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

const GAP_PX = 4;

/**
 * Where a fixed-position menu goes: under its trigger, right edges aligned, or above it when
 * there is no room below. Fixed and portalled, because the tables it opens from scroll
 * sideways in their own box, which would clip an absolutely positioned menu.
 */
export function useAnchoredPosition(
  triggerRef: RefObject<HTMLElement | null>,
  menuRef: RefObject<HTMLElement | null>,
  open: boolean,
): CSSProperties {
  const [style, setStyle] = useState<CSSProperties>({});

  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const trigger = triggerRef.current?.getBoundingClientRect();
      if (!trigger) return;
      const { clientWidth, clientHeight } = document.documentElement;
      const menuHeight = menuRef.current?.offsetHeight ?? 0;
      const right = clientWidth - trigger.right;
      const fitsBelow = trigger.bottom + GAP_PX + menuHeight <= clientHeight;
      setStyle(fitsBelow ? { top: trigger.bottom + GAP_PX, right } : { bottom: clientHeight - trigger.top + GAP_PX, right });
    };
    place();
    // Capture: a scroll of any box around the trigger moves it.
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open, triggerRef, menuRef]);

  return style;
}
