import { pageRouteAt, routeParams, routePath } from '@portal/site/site-pages';
import { pagePaths } from '@portal/site/page-paths';
import { PAGE_ROUTES } from './screenRoutes';

/** A page's parameters, as the server reads a record's id from its route rather than from the path's shape. */
describe('routeParams', () => {
  it.each([
    ['/description/42', { id: '42' }],
    ['/company/7/', { id: '7' }],
    ['/admin/jobs/9/applicants', { id: '9' }],
    ['/description/%34%32', { id: '%34%32' }],
    ['/jobs', {}],
  ])('gives the parameters of %s at its route', (pathname, params) => {
    expect(routeParams(pageRouteAt(PAGE_ROUTES, pathname)!, pathname)).toEqual(params);
  });

  it('gives none for a path that is not the route given', () => {
    const route = pageRouteAt(PAGE_ROUTES, '/admin/jobs/9/edit')!;
    expect(routeParams(route, '/admin/jobs/9/applicants')).toEqual({});
    expect(routeParams(route, '/admin/jobs/9')).toEqual({});
  });
});

/** A record's page built from its route, as the server renders pages ahead of their first view. */
describe('routePath', () => {
  it('fills in the route\'s parameters, encoded, and agrees with the links the site builds', () => {
    expect(routePath(pageRouteAt(PAGE_ROUTES, '/description/1')!, { id: 42 })).toBe(pagePaths.job(42));
    expect(routePath(pageRouteAt(PAGE_ROUTES, '/company/1')!, { id: 7 })).toBe(pagePaths.company(7));
    expect(routePath({ path: '/admin/jobs/:id/applicants' }, { id: 'a/b' })).toBe('/admin/jobs/a%2Fb/applicants');
    expect(routePath({ path: '/jobs' }, {})).toBe('/jobs');
  });

  it('refuses a route whose parameter is not given', () => {
    expect(() => routePath({ path: '/company/:id' }, {})).toThrow('No id for /company/:id');
  });
});
