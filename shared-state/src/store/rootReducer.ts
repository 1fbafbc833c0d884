import { combineReducers } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth/authSlice';
import { jobReducer } from '../features/job/jobSlice';
import { companyReducer } from '../features/company/companySlice';
import { applicationReducer } from '../features/application/applicationSlice';
import { savedReducer } from '../features/saved/savedSlice';

export const rootReducer = combineReducers({
  auth: authReducer,
  job: jobReducer,
  company: companyReducer,
  application: applicationReducer,
  saved: savedReducer,
});

/** The state without redux-persist's `_persist` bookkeeping: what is saved and restored. */
export type PortalState = ReturnType<typeof rootReducer>;
