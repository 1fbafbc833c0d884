import type { PageRoute } from '@portal/api/contract/site-pages';
import type { Access } from '../guards/access';
import type { RemoteName } from '../remotes';
import table from './screen-routes.json';

export type ScreenRoute = PageRoute & { remote: RemoteName; access: Access };

/**
 * Every page of the site and the remote screen that renders it (see README: remote contract).
 * The table is JSON because the build also copies it beside index.html, where the server
 * reads it to name a page's files in the HTML; screenRoutes.test.ts checks its values.
 */
export const SCREEN_ROUTES: readonly ScreenRoute[] = table as ScreenRoute[];
