import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Calls `onVisible` when the element comes within 300px of being scrolled into view on the
 * page. Returns the ref callback to put on the element.
 * The observer fires once per element: give the element a new key to ask again.
 */
export function useOnVisible(onVisible: () => void) {
  const [element, setElement] = useState<Element | null>(null);
  const notify = useEffectEvent(onVisible);

  useEffect(() => {
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) notify();
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return setElement;
}
