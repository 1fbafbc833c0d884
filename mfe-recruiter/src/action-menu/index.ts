export { ActionMenu, type ActionMenuItem } from './ActionMenu';
