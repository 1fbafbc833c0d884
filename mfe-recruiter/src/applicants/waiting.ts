import { isWaiting, type Applicant } from '@portal/shared-state';
import { useAddressChoice } from '../page';

const FILTERS = ['all', '1'] as const;

export type WaitingFilter = (typeof FILTERS)[number];

export const passesWaitingFilter = (filter: WaitingFilter, application: Applicant, now: Date): boolean => filter === 'all' || isWaiting(application, now);

/** Whether the list shows only the applicants waiting for the team, kept in the address (`?waiting=1`, as the jobs list links it). */
export const useWaitingFilter = () => useAddressChoice('waiting', FILTERS);
