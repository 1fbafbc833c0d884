import type { InternalAxiosRequestConfig } from 'axios';

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * A W3C trace context starting a new trace (version 00, random trace and parent ids, sampled),
 * made here rather than with an OpenTelemetry package, which would add its weight to every page.
 */
export function newTraceparent(): string {
  return `00-${hex(crypto.getRandomValues(new Uint8Array(16)))}-${hex(crypto.getRandomValues(new Uint8Array(8)))}-01`;
}

/** Whether the call goes to the page's own origin (the API under the site, as `npm start` and the deploy guide serve it). */
function toThisOrigin({ baseURL, url }: InternalAxiosRequestConfig): boolean {
  if (typeof window === 'undefined') return false;
  try {
    const base = new URL(baseURL ?? '', window.location.href);
    return new URL(url ?? '', base.href.endsWith('/') ? base.href : `${base.href}/`).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Gives each API call to the page's own origin a traceparent of its own, which the API
 * continues: the call's request, its SQL and its log lines are then one trace, found by the id
 * the browser chose. A call that brings its own traceparent keeps it. A call to another origin
 * (an API on a domain of its own, the development server) goes without: the header is not one
 * CORS lets through unasked, so the browser would send a preflight before every GET of a new
 * address; there the API starts the trace itself.
 */
export function withTraceparent(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (toThisOrigin(config) && !config.headers.has('traceparent')) config.headers.set('traceparent', newTraceparent());
  return config;
}
