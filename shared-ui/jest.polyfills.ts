import { TextDecoder, TextEncoder } from 'util';

// React Router 7 needs TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// React Router's data routers make a Request of every navigation, for loaders (the portal has
// none, so nothing reads more than these); jsdom has no fetch API.
if (typeof globalThis.Request === 'undefined') {
  class RequestPolyfill {
    readonly url: string;
    readonly method: string;
    readonly headers: Headers;
    readonly signal: AbortSignal;

    constructor(input: string | URL, init: RequestInit = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.headers = new Headers(init.headers);
      // As a real Request's: a signal of its own unless given one.
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: RequestPolyfill });
}

// jsdom 26 has no PointerEvent; without it pointer events lose clientX and the swipe tests cannot run.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;

    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill });
}

// jsdom has no matchMedia; react-hot-toast calls it for prefers-reduced-motion.
if (typeof window.matchMedia === 'undefined') {
  Object.assign(window, {
    matchMedia: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}
