import { REMOTES_CONFIG_ELEMENT_ID } from '@portal/site/site-pages';
import { pageData } from './pageData';

/** Remote name → URL of its mf-manifest.json, as read from /remotes.json. */
export type RemotesConfig = Record<string, string>;

export const REMOTES_CONFIG_URL = '/remotes.json';

/**
 * Reads where the remotes are at start-up, so a deployment can move them without rebuilding
 * the shell: from the copy the server put in the page when there is one (no round trip, and
 * the versions the page was sent with), otherwise from /remotes.json. Without a readable
 * config the site still starts: the header and the shell's own pages work and every remote's
 * routes show their "unavailable" fallback.
 */
export async function loadRemotesConfig(url = REMOTES_CONFIG_URL): Promise<RemotesConfig> {
  const inPage = pageData(REMOTES_CONFIG_ELEMENT_ID);
  if (inPage !== undefined) {
    try {
      return parseRemotesConfig(inPage);
    } catch (error) {
      console.error('The page\'s remotes config is not an object; reading /remotes.json instead.', error);
    }
  }
  try {
    // Revalidated on every start, so a release that moves a remote is seen at once.
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRemotesConfig(await response.json());
  } catch (error) {
    console.error(`${url} could not be read; no remote will load.`, error);
    return {};
  }
}

/** Keeps the entries that name a manifest URL; anything else in the file is ignored. */
function parseRemotesConfig(value: unknown): RemotesConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not a JSON object');
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
}
