import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { routeTitleAt } from '@portal/site/page-titles';
import { PAGE_ROUTES } from '../screen-routes';

/**
 * Titles the page by its route in the route table each time the browser moves to another, so a
 * tab, the history and a screen reader name the page shown. The server titled the first page
 * (a job's by the job itself): the first render leaves it. Rendered before the routes, so a
 * screen that names its page more precisely (usePageTitle) does so after this.
 */
export function RouteTitle() {
  const { pathname } = useLocation();
  const isFirstPage = useRef(true);
  useEffect(() => {
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    document.title = routeTitleAt(PAGE_ROUTES, pathname);
  }, [pathname]);
  return null;
}
