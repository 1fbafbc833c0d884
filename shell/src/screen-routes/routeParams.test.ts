import { pageRouteAt, routeParams } from '@portal/site/site-pages';
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
