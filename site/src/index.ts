/**
 * What the API and the shell agree on about the site's pages: the route table and who may see
 * each page, the paths links are built to, page titles, and the server-render protocol.
 */
export * from './site-pages';
export * from './page-paths';
export * from './page-titles';
export * from './server-render';
