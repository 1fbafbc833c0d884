export { SITE_NAME } from './contract/page-titles';
