import { API_PREFIX } from '../http/api-prefix';
import type { UploadFolder } from './file-store';

/** Public images are served by key; resumes only through the access-checked user route. */
export function publicMediaUrl(key: string | null): string | null {
  return key ? `${API_PREFIX}/media/${key}` : null;
}

export function resumeUrl(userId: number, key: string | null): string | null {
  // The key in the query makes a replaced resume a new URL, so no cache serves the old one.
  return key ? `${API_PREFIX}/user/${userId}/resume?v=${key.slice(key.indexOf("/") + 1, key.indexOf("/") + 9)}` : null;
}

export const PUBLIC_FOLDERS: readonly UploadFolder[] = ['photos', 'logos'];
