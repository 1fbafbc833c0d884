import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID } from './SkipLink';

/**
 * Starts the keyboard and a screen reader at the main content when the browser moves to another
 * page, as a full page load starts them at the top. Otherwise focus stays on the link pressed in
 * the header, or falls to the body when what was pressed is gone, and a screen reader says
 * nothing of the new page. A screen that moved focus inside the main content itself (a form's
 * first field, a list's first item) keeps it. Only a new path counts: a search or a filter
 * changes the query while its field keeps focus, and the first page is the browser's own load.
 */
export function useFocusMainOnNavigation(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main || main.contains(document.activeElement)) return;
    // The router decides where the new page is scrolled to.
    main.focus({ preventScroll: true });
  }, [pathname]);
}
