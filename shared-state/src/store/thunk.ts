import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from './createPortalStore';

/** An async action that resolves to the API's response, so the caller can toast its message. */
export type AppThunk<Result> = ThunkAction<Promise<Result>, RootState, unknown, UnknownAction>;
