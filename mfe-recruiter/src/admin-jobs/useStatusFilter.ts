import { useSearchParams, type SelectOption } from '@portal/shared-ui';
import type { JobStatus } from '@portal/shared-state';

export type StatusFilter = 'all' | JobStatus;

export const STATUS_FILTER_OPTIONS: SelectOption[] = [
  { value: 'all', label: 'All jobs' },
  { value: 'open', label: 'Open jobs' },
  { value: 'closed', label: 'Closed jobs' },
];

const isStatusFilter = (value: string | null): value is StatusFilter => value === 'open' || value === 'closed' || value === 'all';

/** Which jobs the list shows by status, kept in the address (`?status=`) beside the text filter. */
export function useStatusFilter(): [filter: StatusFilter, setFilter: (filter: StatusFilter) => void] {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('status');
  const setFilter = (filter: StatusFilter) => {
    const next = new URLSearchParams(params);
    if (filter === 'all') next.delete('status');
    else next.set('status', filter);
    setParams(next, { replace: true });
  };
  return [isStatusFilter(chosen) ? chosen : 'all', setFilter];
}
