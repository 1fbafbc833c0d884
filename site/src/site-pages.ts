/**
 * What a page of the site carries for the shell, besides its own markup.
 *
 * The site's route table: every page, who may see it, its title, and who shows it (one
 * remote's screen, or the shell itself). The shell owns the table (its `screen-routes.json`,
 * which its build copies as it is beside index.html as SCREEN_ROUTES_FILE); the shell and the
 * server both find a page's route with `pageRouteAt`, so the server can title a page, name its
 * files in the HTML it sends (the browser starts them at once) and count it under its path.
 */
/**
 * Who may see a route (spec section 2): anyone; only a visitor arriving logged out; only a
 * recruiter; anyone but a recruiter (the home page, whose recruiter version is elsewhere);
 * only a student (their profile: visitors log in first); or any logged-in user (settings).
 */
export type Access = 'anyone' | 'guest' | 'recruiter' | 'notRecruiter' | 'student' | 'user';

/**
 * `indexed`: whether search engines are asked to list the page. The pages of an account or of a
 * one-off link are not: their head says noindex and robots.txt keeps crawlers out; the sitemap
 * lists the indexed pages (a page with a parameter, as its jobs or companies).
 */
type Route = { path: string; access: Access; title: string; indexed: boolean };
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
