export type { Access } from '@portal/api/contract/site-pages';
