import { REMOTE_OVERRIDE_ORIGINS_ELEMENT_ID, REMOTE_OVERRIDE_PARAMETER } from '@portal/site/site-pages';
import { dataBlock } from './json-in-script';

/**
 * Whether a page request asks to load a remote from elsewhere (`?remote-override=`): such a
 * page is drawn by the browser with a build the server does not have, so it is neither
 * rendered here nor kept by any cache.
 */
export function asksForOverride(url: string): boolean {
  const query = url.indexOf('?');
  return query !== -1 && new URLSearchParams(url.slice(query + 1)).has(REMOTE_OVERRIDE_PARAMETER);
}

/** The head's list of the origins a tab may load a remote from (REMOTE_OVERRIDE_ORIGINS); nothing when there are none. */
export function overrideOriginsBlock(origins: readonly string[]): string {
  return origins.length > 0 ? dataBlock(REMOTE_OVERRIDE_ORIGINS_ELEMENT_ID, origins) : '';
}
