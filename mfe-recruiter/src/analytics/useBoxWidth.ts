import { useLayoutEffect, useRef, useState } from 'react';

/** Before the box is measured, and where nothing can measure it (tests). */
const UNMEASURED_WIDTH = 640;

/** A box's content width as it changes, so a chart is drawn for the space it has. */
export function useBoxWidth<Box extends HTMLElement>() {
  const ref = useRef<Box>(null);
  const [width, setWidth] = useState(UNMEASURED_WIDTH);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
