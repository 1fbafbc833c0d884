import type { SelectOption } from '@portal/shared-ui';
import type { JobStatus } from '@portal/shared-state';
import { useAddressChoice } from '../page';

export type StatusFilter = 'all' | JobStatus;

export const STATUS_FILTER_OPTIONS: SelectOption[] = [
  { value: 'all', label: 'All jobs' },
  { value: 'open', label: 'Open jobs' },
  { value: 'closed', label: 'Closed jobs' },
];

const FILTERS: readonly StatusFilter[] = ['all', 'open', 'closed'];

/** Which jobs the list shows by status, kept in the address (`?status=`). */
export const useStatusFilter = () => useAddressChoice('status', FILTERS);
