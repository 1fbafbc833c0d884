import type { CurrentUserResponse, LoginBody, LoginResponse, MessageResponse, ProfileUpdateResponse } from '@portal/contract';
import { portalApi } from '../../api/portalApi';
import type { UploadProgressHandler } from '../../api/upload';
import { loggedOut } from '../session/sessionActions';

type FormUpload = { form: FormData; onProgress?: UploadProgressHandler };

export const authEndpoints = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** Who the session cookie belongs to: asked once at start, so a stale stored user is dropped. */
    me: build.query<CurrentUserResponse, void>({ query: () => ({ url: '/user/me' }) }),

    /** Sets the httpOnly session cookie; answers cached for the visitor say nothing of this user. */
    login: build.mutation<LoginResponse, LoginBody>({
      query: (body) => ({ url: '/user/login', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(() => dispatch(portalApi.util.resetApiState()), () => undefined);
      },
    }),

    /** Fields: fullname, email, phoneNumber, password, role, optional `file` (profile photo). Signup does not log in. */
    register: build.mutation<MessageResponse, FormUpload>({
      query: ({ form, onProgress }) => ({ url: '/user/register', method: 'POST', body: form, upload: { onProgress } }),
    }),

    /**
     * Forgets the user in this browser even when the server call fails (offline, session
     * already ended): that is what they asked for. The mutation still fails, so the UI can
     * say the server was not told.
     */
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/user/logout' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(loggedOut());
        dispatch(portalApi.util.resetApiState());
      },
    }),

    /** Fields: fullname, email, phoneNumber, bio, skills (comma-separated), optional `file` (PDF resume). */
    updateProfile: build.mutation<ProfileUpdateResponse, FormUpload>({
      query: ({ form, onProgress }) => ({ url: '/user/profile/update', method: 'POST', body: form, upload: { onProgress } }),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useLogoutMutation, useUpdateProfileMutation } = authEndpoints;
