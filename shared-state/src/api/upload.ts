import type { AxiosProgressEvent, AxiosRequestConfig } from 'axios';

export type UploadProgressHandler = (event: AxiosProgressEvent) => void;

/**
 * Multipart uploads (photo, resume, logo) have no client time-out: on a slow
 * link a legitimate upload can take longer than any fixed limit, the progress
 * callback already shows the user that it is moving, and the server bounds
 * the request with its own time-out and body-size limit.
 */
export function uploadConfig(onUploadProgress?: UploadProgressHandler): AxiosRequestConfig {
  return { timeout: 0, onUploadProgress };
}
