/** Names the page to come back to after login: /login?redirect=/description/5. */
export const REDIRECT_PARAM = 'redirect';

/**
 * The `redirect` parameter of `search` when it is a path on this site, else null. Another
 * origin, '//host', '/\host' or 'javascript:' are refused, so a crafted link cannot send
 * someone who just logged in to another site.
 */
export function safeRedirect(search: string, origin = window.location.origin): string | null {
  const target = new URLSearchParams(search).get(REDIRECT_PARAM);
  if (!target?.startsWith('/')) return null;
  try {
    const url = new URL(target, origin);
    return url.origin === origin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/** Where login sends the user: the page they came from, or home. */
export const returnPathAfterLogin = (search: string): string => safeRedirect(search) ?? '/';

/** The query that keeps a valid return path while moving between login and signup. */
export function keepRedirect(search: string): string {
  const target = safeRedirect(search);
  return target ? `?${new URLSearchParams({ [REDIRECT_PARAM]: target })}` : '';
}
