import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { User } from '@portal/contract';
import { loggedOut, sessionEndAcknowledged, sessionEnded } from '../session/sessionActions';
import { accountEndpoints } from '../account/accountEndpoints';
import { authEndpoints } from './authEndpoints';

export interface AuthState {
  /** The logged-in user as this browser remembers them (persisted). */
  user: User | null;
  /** Whether the server has confirmed, since the page loaded, that `user` is still logged in. */
  confirmed: boolean;
  /** Whether /user/me is on its way: the browser holds a session hint, or remembers a user, and asked. */
  confirming: boolean;
  /** Their session ended while they were here: the shell tells them once. */
  sessionEnded: boolean;
}

export const initialAuthState: AuthState = { user: null, confirmed: false, confirming: false, sessionEnded: false };

const { me, login, updateProfile } = authEndpoints.endpoints;

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, (state) => ({ ...initialAuthState, confirmed: state.confirmed }))
      .addCase(sessionEnded, () => ({ ...initialAuthState, confirmed: true, sessionEnded: true }))
      .addCase(sessionEndAcknowledged, (state) => {
        state.sessionEnded = false;
      })
      .addMatcher(me.matchPending, (state) => {
        state.confirming = true;
      })
      .addMatcher(me.matchFulfilled, (state, { payload }) => {
        state.user = payload.user;
        state.confirmed = true;
        state.confirming = false;
      })
      .addMatcher(me.matchRejected, (state, { payload }) => {
        // Only a 401 says the session is gone; offline, the remembered user stays.
        if (payload?.status === 401) state.user = null;
        state.confirmed = true;
        state.confirming = false;
      })
      .addMatcher(login.matchFulfilled, (state, { payload }) => {
        state.user = payload.user;
        state.confirmed = true;
        state.sessionEnded = false;
      })
      .addMatcher(isAnyOf(updateProfile.matchFulfilled, accountEndpoints.endpoints.updatePreferences.matchFulfilled), (state, { payload }) => {
        state.user = payload.user;
      });
  },
});

export const authReducer = authSlice.reducer;

type WithAuth = { auth: AuthState };

/** The user this browser remembers, confirmed by the server or not yet. */
export const selectRememberedUser = (state: WithAuth): User | null => state.auth.user;

/** Whether the remembered user's session is still being confirmed: show neither them nor a visitor yet. */
export const selectSessionChecking = (state: WithAuth): boolean => state.auth.user !== null && !state.auth.confirmed;

/**
 * Whether who is logged in is not known yet since the page loaded: a remembered user is being
 * confirmed, or a browser that remembers none holds the session hint and asked. What a guard
 * waits for before turning anyone away; the header keeps drawing a visitor's links meanwhile (the
 * server's markup, on a page it rendered). Later questions (a refetch) unsettle nothing.
 */
export const selectSessionUnsettled = (state: WithAuth): boolean => !state.auth.confirmed && (state.auth.user !== null || state.auth.confirming);

export const selectSessionEnded = (state: WithAuth): boolean => state.auth.sessionEnded;
