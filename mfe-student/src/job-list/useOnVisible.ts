import { useEffect, useEffectEvent, useState, type RefObject } from 'react';

/**
 * Calls `onVisible` when the element comes within 300px of being scrolled into view, inside
 * `root` (a scrolling box) or the page. Returns the ref callback to put on the element.
 * The observer fires once per element: give the element a new key to ask again.
 */
export function useOnVisible(onVisible: () => void, root?: RefObject<Element | null>) {
  const [element, setElement] = useState<Element | null>(null);
  const notify = useEffectEvent(onVisible);

  useEffect(() => {
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) notify();
      },
      { root: root?.current ?? null, rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, root]);

  return setElement;
}
