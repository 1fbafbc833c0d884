export { SITE_NAME } from '@portal/site/page-titles';
