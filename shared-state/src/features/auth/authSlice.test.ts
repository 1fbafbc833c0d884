import type { User } from '@portal/api/contract';
import { loggedOut } from '../session/sessionActions';
import { authReducer, initialAuthState, setLoading, setUser } from './authSlice';
import { aUser } from '../../../test/fixtures';

describe('auth slice', () => {
  it('starts logged out and not loading', () => {
    expect(authReducer(undefined, { type: 'init' })).toEqual({ loading: false, user: null });
  });

  it('sets the loading flag and the user', () => {
    const user: User = aUser();
    let state = authReducer(initialAuthState, setLoading(true));
    state = authReducer(state, setUser(user));
    expect(state).toEqual({ loading: true, user });
  });

  it('forgets the user on logout', () => {
    const state = authReducer({ loading: true, user: aUser() }, loggedOut());
    expect(state).toEqual({ loading: false, user: null });
  });
});
