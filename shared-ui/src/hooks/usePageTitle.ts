import { useEffect } from 'react';

/**
 * Names the page once `title` is known (undefined: not yet). The shell titles each page by its
 * route as the browser moves to it; a screen whose title depends on its data (a job's page)
 * names it more precisely once that data is here.
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}
