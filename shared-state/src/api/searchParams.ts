import type { JobSearchParams } from './types';

/**
 * Repeats a key for each value (`keyword=a&keyword=b`), as the server expects,
 * where axios would write `keyword[]=a`; drops empty values so an empty search
 * box means "no filter".
 */
export function toSearchParams(params: JobSearchParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      const text = String(item).trim();
      if (text !== '') search.append(key, text);
    }
  }
  return search;
}
