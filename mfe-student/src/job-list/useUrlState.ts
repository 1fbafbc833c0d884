import { useState } from 'react';
import { useSearchParams } from '@portal/shared-ui';

/**
 * A choice kept in the URL's query (filters, an order), so that Back from a job returns to
 * the same list and a list can be shared or reloaded. `read` takes the choice from the query,
 * dropping what is not valid; `write` puts it in, leaving the other parameters alone. Each
 * change adds a history entry, so Back undoes the last choice instead of leaving the list. The
 * choices are clicks, each one a step; a field typed into would want the entry replaced while
 * typing, or Back would undo a letter at a time.
 *
 * The controls follow local state: React Router applies URL changes in a transition, and a
 * checkbox or select driven by the URL alone springs back until that transition commits.
 */
export function useUrlState<T>(read: (params: URLSearchParams) => T, write: (params: URLSearchParams, value: T) => void) {
  const [params, setParams] = useSearchParams();
  const inUrl = read(params);
  const [value, setValue] = useState(inUrl);

  // Follow the URL when it changes from outside, e.g. Back, or the header's link to /jobs.
  const urlKey = JSON.stringify(inUrl);
  const [followedKey, setFollowedKey] = useState(urlKey);
  if (urlKey !== followedKey) {
    setFollowedKey(urlKey);
    setValue(inUrl);
  }

  const change = (next: T) => {
    setValue(next);
    const nextParams = new URLSearchParams(params);
    write(nextParams, next);
    setParams(nextParams);
  };

  return [value, change] as const;
}
