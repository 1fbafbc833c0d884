import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, PortalStore, RootState } from './createPortalStore';

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppStore = useStore.withTypes<PortalStore>();
