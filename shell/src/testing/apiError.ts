import { AxiosError, AxiosHeaders } from 'axios';

/** The error an API call rejects with when the server answers `status` with `message`. */
export function anApiError(status: number, message: string): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { data: { success: false, message }, status, statusText: '', headers: {}, config };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, undefined, response);
}
