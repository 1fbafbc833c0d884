/** A remote this tab loads from a manifest of its own choosing (a team's dev server) instead of its release. */
export type RemoteOverride = { remote: string; manifestUrl: string };

export type OverrideRules = {
  /** REMOTE_OVERRIDE_ORIGINS, as the page carries it: the only origins an override may name. */
  allowedOrigins: readonly string[];
  /** The remotes the site loads screens from. */
  knownRemotes: ReadonlySet<string>;
};

const EXAMPLE = 'student@http://localhost:3002/mf-manifest.json';

function webUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The override `value` (`<remote>@<manifest URL>`) names, or why it cannot be one. Only a
 * manifest on an allowed origin: anyone can send a link, and a remote's code runs as the site.
 */
export function checkedOverride(value: string, { allowedOrigins, knownRemotes }: OverrideRules): RemoteOverride | string {
  const at = value.indexOf('@');
  const remote = value.slice(0, at);
  const manifest = at > 0 ? webUrl(value.slice(at + 1)) : null;
  if (!manifest) return `expected <remote>@<manifest URL>, such as ${EXAMPLE}`;
  if (!knownRemotes.has(remote)) return `the site has no remote named "${remote}" (it has ${[...knownRemotes].sort().join(', ')})`;
  if (!allowedOrigins.includes(manifest.origin)) return `${manifest.origin} is not in REMOTE_OVERRIDE_ORIGINS, the origins this site lets a tab load a remote from`;
  return { remote, manifestUrl: manifest.href };
}

/** How an override is written in the address and kept in the tab. */
export const overrideValue = ({ remote, manifestUrl }: RemoteOverride): string => `${remote}@${manifestUrl}`;
