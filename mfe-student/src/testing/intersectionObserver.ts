import { act } from '@testing-library/react';

type Observer = { callback: IntersectionObserverCallback; elements: Set<Element>; root: Element | Document | null };

/**
 * jsdom has no IntersectionObserver. This stand-in records what is observed, inside which
 * root, and lets a test say "everything observed is now in view".
 */
export function installIntersectionObserver() {
  const observers = new Set<Observer>();

  class FakeIntersectionObserver {
    private readonly state: Observer;

    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      this.state = { callback, elements: new Set(), root: options.root ?? null };
      observers.add(this.state);
    }

    observe(element: Element) {
      this.state.elements.add(element);
    }

    unobserve(element: Element) {
      this.state.elements.delete(element);
    }

    disconnect() {
      observers.delete(this.state);
    }

    takeRecords() {
      return [];
    }
  }

  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });

  return {
    /** The roots of the observers now watching something. */
    roots: () => [...observers].filter((observer) => observer.elements.size > 0).map((observer) => observer.root),
    /** Reports every observed element as scrolled into view. */
    scrollToEnd: () =>
      act(() => {
        for (const observer of [...observers]) {
          const entries = [...observer.elements].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
          if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
        }
      }),
  };
}
