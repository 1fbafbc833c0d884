import { combineReducers } from '@reduxjs/toolkit';
import { portalApi } from '../api/portalApi';
import { authReducer } from '../features/auth/authSlice';
import { savedReducer } from '../features/saved/savedSlice';

export const rootReducer = combineReducers({
  auth: authReducer,
  saved: savedReducer,
  [portalApi.reducerPath]: portalApi.reducer,
});

/** The state without redux-persist's `_persist` bookkeeping. */
export type PortalState = ReturnType<typeof rootReducer>;
