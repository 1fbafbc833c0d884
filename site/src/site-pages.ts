/**
 * What a page of the site carries for the shell, besides its own markup.
 *
 * The site's route table: every page, who may see it, its title, who shows it (one remote's
 * screen, or the shell itself) and what it shows of the database. The shell owns the table (its
 * `screen-routes.json`, which its build copies as it is beside index.html as
 * SCREEN_ROUTES_FILE); the shell and the server both find a page's route with `pageRouteAt`, so
 * the server can head a page, name its files in the HTML it sends (the browser starts them at
 * once), count it under its path and keep it rendered, without knowing any screen by its path.
 */
/**
 * Who may see a route (spec section 2): anyone; only a visitor arriving logged out; only a
 * recruiter; anyone but a recruiter (the home page, whose recruiter version is elsewhere);
 * only a student (their profile: visitors log in first); or any logged-in user (settings).
 */
export type Access = 'anyone' | 'guest' | 'recruiter' | 'notRecruiter' | 'student' | 'user';

/**
 * What a public page shows of the database: the page of one job or one company (the record its
 * route's `:id` parameter names), or the jobs a search finds (`listing`: its query counts). The
 * server keeps such a page rendered until a write changes what it shows, and heads a record's
 * page with the record's own title and description.
 */
export type RouteShows = 'job' | 'company' | 'listing';

const ROUTE_SHOWS: readonly RouteShows[] = ['job', 'company', 'listing'];

/** Whether a value read from a file (the route table) is one of the things a page shows. */
export const isRouteShows = (value: unknown): value is RouteShows => ROUTE_SHOWS.includes(value as RouteShows);

/**
 * `indexed`: whether search engines are asked to list the page. The pages of an account or of a
 * one-off link are not: their head says noindex and robots.txt keeps crawlers out; the sitemap
 * lists the indexed pages (a page with a parameter, as its jobs or companies).
 * `shows`: what the page shows of the database, absent for a page that shows none of it.
 * `description`: the description in the page's head, for a page that is not one record's.
 */
type Route = { path: string; access: Access; title: string; indexed: boolean; shows?: RouteShows; description?: string };
/** A page one remote's screen shows. */
export type ScreenPageRoute = Route & { owner?: never; remote: string; screen: string };
/** A page the shell shows itself (its notifications). */
export type ShellPageRoute = Route & { owner: 'shell' };
export type PageRoute = ScreenPageRoute | ShellPageRoute;

/** Whether a remote's screen shows `route`'s page, not the shell. */
export const isScreenRoute = <R extends PageRoute>(route: R): route is Exclude<R, ShellPageRoute> => route.owner !== 'shell';

const RULES: Record<Access, (role: 'student' | 'recruiter' | null) => boolean> = {
  anyone: () => true,
  guest: (role) => role === null,
  recruiter: (role) => role === 'recruiter',
  notRecruiter: (role) => role !== 'recruiter',
  student: (role) => role === 'student',
  user: (role) => role !== null,
};

/** Whether a value read from a file (the route table) is one of the access rules. */
export const isAccess = (value: unknown): value is Access => typeof value === 'string' && Object.hasOwn(RULES, value);

/**
 * Whether someone with `role` (null: not logged in) arriving at a route gets its screen: the
 * shell's guards send everyone else elsewhere, and neither the shell nor the server starts a
 * screen's files for someone who will not see it.
 */
export const mayVisit = (access: Access, role: 'student' | 'recruiter' | null): boolean => RULES[access](role);

export const SCREEN_ROUTES_FILE = 'screen-routes.json';

/**
 * JSON data blocks in a page's head (data, not scripts, so the page's CSP is unchanged): the
 * remotes.json the server read, and the manifests of the remotes the page starts with, keyed
 * by their URL in that config. The shell reads these instead of fetching them.
 */
export const REMOTES_CONFIG_ELEMENT_ID = 'remotes-config';
export const REMOTE_MANIFESTS_ELEMENT_ID = 'remote-manifests';

/**
 * `?remote-override=<remote>@<manifest URL>` (repeated for several remotes): a tab loads that
 * remote from elsewhere, a team's dev server, instead of its release. Only from the origins
 * of REMOTE_OVERRIDE_ORIGINS, which the page's head carries (a JSON list) when there are any.
 */
export const REMOTE_OVERRIDE_PARAMETER = 'remote-override';
export const REMOTE_OVERRIDE_ORIGINS_ELEMENT_ID = 'remote-override-origins';

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

/**
 * The parameters of `route` in `pathname`, by name without the colon, as written in the path
 * (not decoded); empty when the path is not the route's.
 */
export function routeParams(route: { path: string }, pathname: string): Record<string, string> {
  const segments = segmentsOf(route.path);
  const given = segmentsOf(pathname);
  if (segments.length !== given.length) return {};
  const params: Record<string, string> = {};
  for (const [i, segment] of segments.entries()) {
    if (segment.startsWith(':')) params[segment.slice(1)] = given[i]!;
    else if (segment !== given[i]) return {};
  }
  return params;
}

/**
 * The path of `route` with its parameters filled in from `params` (encoded), the inverse of
 * `routeParams`: the server builds a record's page from the live table, never from a path
 * written down elsewhere.
 */
export function routePath(route: { path: string }, params: Record<string, string | number>): string {
  return route.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    if (!Object.hasOwn(params, name)) throw new Error(`No ${name} for ${route.path}`);
    return encodeURIComponent(String(params[name]));
  });
}
