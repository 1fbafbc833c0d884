import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { errorText } from './errorText';

export type RenderedHtml = {
  html: string;
  /** Errors React recovered from by sending a Suspense fallback. */
  errors: string[];
};

/**
 * Renders `element` whole, buffered until everything (also what fell back) is ready: the styles
 * then go in <head> and the output holds no inline script, so the page's CSP needs no nonce.
 * After `timeoutMs` what is still waiting is sent as its Suspense fallback, for the browser to
 * render. Rejects when React cannot render the page at all (onShellError).
 */
export function renderToHtml(element: ReactNode, timeoutMs: number): Promise<RenderedHtml> {
  return new Promise((resolve, reject) => {
    const errors: string[] = [];
    let html = '';
    const sink = new PassThrough();
    sink.setEncoding('utf8');
    sink.on('data', (chunk: string) => (html += chunk));
    sink.on('end', () => resolve({ html, errors }));
    const stream = renderToPipeableStream(element, {
      // A boundary larger than the default chunk (12.8 KB: /jobs, a search) would be sent apart
      // with an inline script to put it in place, which the page's CSP blocks: kept inline.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(errorText(error));
      },
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
      onAllReady: () => {
        clearTimeout(timer);
        stream.pipe(sink);
      },
    });
    const timer = setTimeout(() => stream.abort(new Error(`render took longer than ${timeoutMs} ms`)), Math.max(0, timeoutMs));
  });
}
