import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../session/sessionActions';

export interface SavedState {
  /** Ids of the jobs the user saved for later, the most recently saved first. */
  jobIds: string[];
}

export const initialSavedState: SavedState = { jobIds: [] };

const savedSlice = createSlice({
  name: 'saved',
  initialState: initialSavedState,
  reducers: {
    /** 'Save For Later' pressed: saves the job, or forgets it when it was saved already. */
    toggleSavedJob(state, action: PayloadAction<string>) {
      const index = state.jobIds.indexOf(action.payload);
      if (index === -1) state.jobIds.unshift(action.payload);
      else state.jobIds.splice(index, 1);
    },
  },
  extraReducers: (builder) => {
    // What someone saved says what they are looking for: it goes with the session.
    builder.addCase(loggedOut, () => initialSavedState);
  },
});

export const { toggleSavedJob } = savedSlice.actions;
export const savedReducer = savedSlice.reducer;

/** The ids of the jobs saved for later, the most recently saved first. */
export const selectSavedJobIds = (state: { saved: SavedState }): string[] => state.saved.jobIds;
