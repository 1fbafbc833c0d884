/**
 * What a page of the site carries for the shell, besides its own markup.
 *
 * The site's pages, each shown by one remote's screen. The shell owns the table (its
 * `screen-routes.json`, which its build copies beside index.html as SCREEN_ROUTES_FILE); the
 * shell and the server both find a page's route with `pageRouteAt`, so the server can name
 * a page's files in the HTML it sends and the browser starts them at once.
 */
export type PageRoute = { path: string; remote: string; screen: string; access: string };

export const SCREEN_ROUTES_FILE = 'screen-routes.json';

/**
 * JSON data blocks in a page's head (data, not scripts, so the page's CSP is unchanged): the
 * remotes.json the server read, and the manifests of the remotes the page starts with, keyed
 * by their URL in that config. The shell reads these instead of fetching them.
 */
export const REMOTES_CONFIG_ELEMENT_ID = 'remotes-config';
export const REMOTE_MANIFESTS_ELEMENT_ID = 'remote-manifests';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The route of `pathname`, ranked as React Router ranks this kind of table: a static segment
 * wins over a parameter (/admin/companies/create is not /admin/companies/:id).
 */
export function pageRouteAt<R extends { path: string }>(routes: readonly R[], pathname: string): R | undefined {
  const wanted = segmentsOf(pathname);
  let best: { route: R; staticSegments: number } | undefined;
  for (const route of routes) {
    const segments = segmentsOf(route.path);
    if (segments.length !== wanted.length) continue;
    if (!segments.every((segment, i) => segment.startsWith(':') || segment === wanted[i])) continue;
    const staticSegments = segments.filter((segment) => !segment.startsWith(':')).length;
    if (!best || staticSegments > best.staticSegments) best = { route, staticSegments };
  }
  return best?.route;
}
