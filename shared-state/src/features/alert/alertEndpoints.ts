import type { AlertResponse, AlertsResponse, MessageResponse } from '@portal/contract';
import type { AlertCreateInput } from '../../api/types';
import { portalApi } from '../../api/portalApi';

export const alertEndpoints = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** The logged-in student's job alerts, newest first. */
    alerts: build.query<AlertsResponse, void>({
      query: () => ({ url: '/alert/get' }),
      providesTags: ['Alerts'],
    }),
    createAlert: build.mutation<AlertResponse, AlertCreateInput>({
      query: (body) => ({ url: '/alert/create', method: 'POST', body }),
      invalidatesTags: ['Alerts'],
    }),
    deleteAlert: build.mutation<MessageResponse, string>({
      query: (alertId) => ({ url: `/alert/delete/${encodeURIComponent(alertId)}`, method: 'DELETE' }),
      invalidatesTags: ['Alerts'],
    }),
  }),
});

export const { useAlertsQuery, useCreateAlertMutation, useDeleteAlertMutation } = alertEndpoints;
