import { createPortalStore } from './createPortalStore';

/**
 * The page's one store. Module Federation shares this package as a singleton,
 * so the shell and every remote that imports it get these same instances.
 */
export const { store, persistor } = createPortalStore();
