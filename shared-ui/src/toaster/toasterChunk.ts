// What loads with the first toast (see toasterLoad.ts).
export { toast } from 'react-hot-toast';
export { showToast } from './showToast';
export { ToasterView } from './ToasterView';
