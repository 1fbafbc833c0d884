import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../session/sessionActions';

/**
 * The jobs a visitor pressed 'Save For Later' on, to be saved on the server once they log in
 * as a student (a student's saved jobs live on the server: GET /job/saved). Persisted, so they
 * survive the trip through login and signup; the shape is unchanged since the slice kept every
 * saved job in the browser, so no migration is needed.
 */
export interface SavedState {
  /** Ids of the jobs a visitor asked to save, the most recent first. */
  jobIds: string[];
}

export const initialSavedState: SavedState = { jobIds: [] };

const savedSlice = createSlice({
  name: 'saved',
  initialState: initialSavedState,
  reducers: {
    /** Remembers the job, or forgets it when it was remembered already (after it was saved on the server, say). */
    toggleSavedJob(state, action: PayloadAction<string>) {
      const index = state.jobIds.indexOf(action.payload);
      if (index === -1) state.jobIds.unshift(action.payload);
      else state.jobIds.splice(index, 1);
    },
  },
  extraReducers: (builder) => {
    // What someone wanted to save says what they are looking for: it goes with the session.
    builder.addCase(loggedOut, () => initialSavedState);
  },
});

export const { toggleSavedJob } = savedSlice.actions;
export const savedReducer = savedSlice.reducer;

/** The ids of the jobs a visitor asked to save, waiting for them to log in; the most recent first. */
export const selectSavedJobIds = (state: { saved: SavedState }): string[] => state.saved.jobIds;
