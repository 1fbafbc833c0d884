import { PAGE_ROUTES } from '../screen-routes';
import { SHELL_PAGES } from './shellPages';

it('has a page for every entry the route table gives the shell, and none the table does not route', () => {
  const shellPaths = PAGE_ROUTES.filter((route) => route.owner === 'shell').map(({ path }) => path);
  expect(shellPaths.sort()).toEqual(Object.keys(SHELL_PAGES).sort());
});
