import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@portal/api/contract';
import { loggedOut } from '../session/sessionActions';

export interface AuthState {
  /** True while login or signup is in flight. */
  loading: boolean;
  user: User | null;
}

export const initialAuthState: AuthState = { loading: false, user: null };

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    setLoading(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    setUser(state, action: PayloadAction<User | null>) {
      state.user = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialAuthState);
  },
});

export const { setLoading, setUser } = authSlice.actions;
export const authReducer = authSlice.reducer;
