import type { LoginBody, LoginResponse, MessageResponse, ProfileUpdateResponse } from '@portal/api/contract';
import { userApi } from '../../api/userApi';
import type { UploadProgressHandler } from '../../api/upload';
import type { AppThunk } from '../../store/thunk';
import { loggedOut } from '../session/sessionActions';
import { setLoading, setUser } from './authSlice';

export const login =
  (body: LoginBody): AppThunk<LoginResponse> =>
  async (dispatch) => {
    dispatch(setLoading(true));
    try {
      const response = await userApi.login(body);
      dispatch(setUser(response.user));
      return response;
    } finally {
      dispatch(setLoading(false));
    }
  };

/** Signup does not log in: the user goes to the login screen afterwards. */
export const register =
  (formData: FormData, onUploadProgress?: UploadProgressHandler): AppThunk<MessageResponse> =>
  async (dispatch) => {
    dispatch(setLoading(true));
    try {
      return await userApi.register(formData, onUploadProgress);
    } finally {
      dispatch(setLoading(false));
    }
  };

/**
 * Clears local user data even when the server call fails (offline, session
 * already expired): what the user asked for is that this browser forgets
 * them. The error is still thrown so the UI can say the server was not told.
 */
export const logout = (): AppThunk<MessageResponse> => async (dispatch) => {
  try {
    return await userApi.logout();
  } finally {
    dispatch(loggedOut());
  }
};

export const updateProfile =
  (formData: FormData, onUploadProgress?: UploadProgressHandler): AppThunk<ProfileUpdateResponse> =>
  async (dispatch) => {
    const response = await userApi.updateProfile(formData, onUploadProgress);
    dispatch(setUser(response.user));
    return response;
  };
