import type {
  ChangePasswordBody,
  DeleteAccountBody,
  ForgotPasswordBody,
  MessageResponse,
  PreferencesBody,
  PreferencesResponse,
  ResetLinkResponse,
  ResetPasswordBody,
} from '@portal/contract';
import { portalApi } from '../../api/portalApi';
import { loggedOut } from '../session/sessionActions';

export const accountEndpoints = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** Notification emails on or off; the remembered user shows the new preference. */
    updatePreferences: build.mutation<PreferencesResponse, PreferencesBody>({
      query: (body) => ({ url: '/user/preferences', method: 'POST', body }),
    }),

    /** Always answers the same message: it says nothing of whether the address has an account. */
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordBody>({
      query: (body) => ({ url: '/user/password/forgot', method: 'POST', body }),
    }),

    /**
     * Whether an emailed reset link can still set a password, asked when its page opens. A POST
     * (the token stays out of logs) that changes nothing, so a query; asked anew on every visit.
     */
    resetLink: build.query<ResetLinkResponse, string>({
      query: (token) => ({ url: '/user/password/reset/status', method: 'POST', body: { token } }),
      keepUnusedDataFor: 0,
    }),

    /** Every session of the user ends, this browser's too: it forgets the user. */
    resetPassword: build.mutation<MessageResponse, ResetPasswordBody>({
      query: (body) => ({ url: '/user/password/reset', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(() => dispatch(loggedOut()), () => undefined);
      },
    }),

    /** Other devices are logged out; this one gets a fresh session cookie. */
    changePassword: build.mutation<MessageResponse, ChangePasswordBody>({
      query: (body) => ({ url: '/user/password/change', method: 'POST', body }),
    }),

    /** The account is gone: the browser forgets the user and every answer it kept. */
    deleteAccount: build.mutation<MessageResponse, DeleteAccountBody>({
      query: (body) => ({ url: '/user/delete', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const deleted = await queryFulfilled.then(() => true, () => false);
        if (!deleted) return;
        dispatch(loggedOut());
        dispatch(portalApi.util.resetApiState());
      },
    }),
  }),
});

export const {
  useUpdatePreferencesMutation,
  useForgotPasswordMutation,
  useResetLinkQuery,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
} = accountEndpoints;

/** Where "Download my data" points (with apiUrl): a plain link, so the browser saves the JSON file itself. */
export const EXPORT_PATH = '/user/export';
