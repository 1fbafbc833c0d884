import type { InternalAxiosRequestConfig } from 'axios';

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * A W3C trace context starting a new trace (version 00, random trace and parent ids, sampled),
 * made here rather than with an OpenTelemetry package, which would add its weight to every page.
 */
export function newTraceparent(): string {
  return `00-${hex(crypto.getRandomValues(new Uint8Array(16)))}-${hex(crypto.getRandomValues(new Uint8Array(8)))}-01`;
}

/**
 * Gives each API call a traceparent of its own, which the API continues: the call's request,
 * its SQL and its log lines are then one trace, found by the id the browser chose. A call that
 * brings its own traceparent keeps it.
 */
export function withTraceparent(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (!config.headers.has('traceparent')) config.headers.set('traceparent', newTraceparent());
  return config;
}
