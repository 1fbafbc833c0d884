import { mayVisit as mayRoleVisit } from '@portal/site/site-pages';
import type { User } from '@portal/shared-state';
import type { Access } from './access';

/**
 * Whether `user` arriving at a route gets its screen (the rules are the site's, shared with
 * the server); the guards send everyone else elsewhere, and the shell fetches a screen early
 * only for someone who will see it.
 */
export const mayVisit = (access: Access, user: User | null): boolean => mayRoleVisit(access, user?.role ?? null);
