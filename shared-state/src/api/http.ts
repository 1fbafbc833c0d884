import axios from 'axios';

export const DEFAULT_BASE_URL = '/api/v1';

/**
 * A request that has not answered in 30 s is treated as failed so the UI can
 * leave its busy state and say so (the server's own request timeout is of the
 * same order). Uploads opt out: see `uploadConfig`.
 */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** The one axios instance every call goes through. */
export const http = axios.create({
  baseURL: DEFAULT_BASE_URL,
  timeout: DEFAULT_TIMEOUT_MS,
  // The session is an httpOnly cookie: the browser must send it, also cross-origin.
  withCredentials: true,
  headers: { Accept: 'application/json' },
});

export interface ApiConfig {
  /** Where the API lives, e.g. 'https://api.example.com/api/v1'. Default '/api/v1'. */
  baseUrl?: string;
  /** Time-out of non-upload requests in ms; 0 disables it. */
  timeoutMs?: number;
}

/** Called once by the shell at start-up with its runtime config. */
export function configureApi({ baseUrl, timeoutMs }: ApiConfig): void {
  if (baseUrl !== undefined) http.defaults.baseURL = baseUrl.replace(/\/+$/, '');
  if (timeoutMs !== undefined) http.defaults.timeout = timeoutMs;
}
