export type { Access } from '@portal/site/site-pages';
