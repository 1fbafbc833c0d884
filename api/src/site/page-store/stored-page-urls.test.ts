import type { PageRoute } from '@portal/site/site-pages';
import { storablePage } from './stored-page-urls';

/** What a page shows comes from its route in the table, whatever its path: no screen is known here by its path. */
const route = (path: string, shows?: PageRoute['shows']): PageRoute => ({ path, access: 'anyone', title: 'JobPortal', indexed: true, remote: 'student', screen: 'Any', ...(shows && { shows }) });

describe('storablePage', () => {
  it("keeps a record's page by its path, the record named by the route's :id", () => {
    expect(storablePage(route('/vacancy/:id', 'job'), '/vacancy/42?utm_source=feed', true)).toEqual({ url: '/vacancy/42', shows: { kind: 'job', id: 42 } });
    expect(storablePage(route('/employers/:id/about', 'company'), '/employers/7/about', true)).toEqual({ url: '/employers/7/about', shows: { kind: 'company', id: 7 } });
  });

  it('renders on the spot a record page whose id is not one', () => {
    for (const url of ['/vacancy/0', '/vacancy/abc', '/vacancy/%34%32']) expect(storablePage(route('/vacancy/:id', 'job'), url, true)).toBeNull();
  });

  it('keeps a listing by its path and its query sorted by name, never with a secret in it', () => {
    expect(storablePage(route('/search', 'listing'), '/search?sort=newest&q=go&q=rust', true)).toEqual({ url: '/search?q=go&q=rust&sort=newest', shows: { kind: 'listing' } });
    expect(storablePage(route('/search', 'listing'), '/search?token=secret', true)).toBeNull();
  });

  it('renders on the spot the page of a route that shows nothing, or of no route', () => {
    expect(storablePage(route('/description/:id'), '/description/42', true)).toBeNull();
    expect(storablePage(undefined, '/nowhere', true)).toBeNull();
  });

  it('keeps a page of the shell alone by its path, whatever its route shows', () => {
    expect(storablePage(route('/search', 'listing'), '/search?q=go', false)).toEqual({ url: '/search', shows: { kind: 'shell' } });
  });
});
