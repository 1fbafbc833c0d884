import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { withTraceparent } from './traceparent';

export const DEFAULT_BASE_URL = '/api/v1';

/**
 * A request that has not answered in 30 s is treated as failed so the UI can
 * leave its busy state and say so (the server's own request timeout is of the
 * same order). Uploads opt out: see `uploadConfig`.
 */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Where every call goes and how long it may take; `configureApi` changes them. */
const settings = { baseURL: DEFAULT_BASE_URL, timeout: DEFAULT_TIMEOUT_MS };

let client: Promise<AxiosInstance> | undefined;

/**
 * The one axios instance every call goes through, loaded with the first call (the session
 * check, as the page starts): the page's first render need not wait for axios. Not
 * prefetched: that first call comes while a prefetch would still be downloading, and the
 * browser then fetched axios twice.
 */
function axiosClient(): Promise<AxiosInstance> {
  client ??= import(/* webpackChunkName: "axios" */ 'axios').then(({ default: axios }) => {
    const instance = axios.create({
      // The session is an httpOnly cookie: the browser must send it, also cross-origin.
      withCredentials: true,
      headers: { Accept: 'application/json' },
    });
    // Synchronous: the call leaves in the same tick as without it (axios otherwise waits a turn).
    instance.interceptors.request.use(withTraceparent, undefined, { synchronous: true });
    return instance;
  });
  return client;
}

/** An API path as an address the browser can open itself (a download link), under the configured base URL. */
export const apiUrl = (path: string): string => `${settings.baseURL}${path}`;

/**
 * Sends one call and answers its body (as axios' response does), or rejects with axios' error.
 * The page's is `request`; a server render brings its own, which hands each read to the API in
 * the same process, as a visitor with no cookie (see PortalThunkExtra).
 */
export type SendRequest = (config: AxiosRequestConfig) => Promise<{ data: unknown }>;

/** Every call goes through here: the page's base URL and time-out, which a call's own config (an upload's, say) overrides. */
export function request<T>(config: AxiosRequestConfig): Promise<AxiosResponse<T>> {
  return axiosClient().then((axios) => axios.request<T>({ ...settings, ...config }));
}

export interface ApiConfig {
  /** Where the API lives, e.g. 'https://api.example.com/api/v1'. Default '/api/v1'. */
  baseUrl?: string;
  /** Time-out of non-upload requests in ms; 0 disables it. */
  timeoutMs?: number;
}

/** Called once by the shell at start-up with its runtime config. */
export function configureApi({ baseUrl, timeoutMs }: ApiConfig): void {
  if (baseUrl !== undefined) settings.baseURL = baseUrl.replace(/\/+$/, '');
  if (timeoutMs !== undefined) settings.timeout = timeoutMs;
}
