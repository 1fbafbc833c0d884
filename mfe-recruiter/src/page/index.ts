// The frame and small pieces every recruiter screen uses.
export { AdminPage } from './AdminPage';
export { linkStyles } from './linkStyles';
export { ListToolbar } from './ListToolbar';
export { VisuallyHidden } from './VisuallyHidden';
