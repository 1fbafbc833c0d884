import { isScreenRoute, type ScreenPageRoute, type ShellPageRoute } from '@portal/site/site-pages';
import type { Access } from '../guards/access';
import type { RemoteName } from '../remotes';
import table from './screen-routes.json';

export type ScreenRoute = ScreenPageRoute & { remote: RemoteName; access: Access };
export type PageRoute = ScreenRoute | ShellPageRoute;

/**
 * The site's route table (see README: remote contract): every page, who may see it, its title,
 * and the remote screen that shows it, or `"owner": "shell"` for a page of the shell's own; for a
 * public page, what it shows of the database (`shows`) and its head's `description`. It is JSON
 * because the build copies it as it is beside index.html, where the server reads it to head a
 * page, name its files in the HTML, count it under its path and keep it rendered until a write
 * changes what it shows; screenRoutes.test.ts checks its values.
 */
export const PAGE_ROUTES: readonly PageRoute[] = table as PageRoute[];

/** The pages a remote's screen shows. */
export const SCREEN_ROUTES: readonly ScreenRoute[] = PAGE_ROUTES.filter(isScreenRoute);
