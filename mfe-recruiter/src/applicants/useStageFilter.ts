import { APPLICATION_STATUSES } from '@portal/shared-state';
import { useAddressChoice } from '../page';

const FILTERS = ['all', ...APPLICATION_STATUSES] as const;

export type StageFilter = (typeof FILTERS)[number];

/** Which applicants the list shows by stage, kept in the address (`?stage=`). */
export const useStageFilter = () => useAddressChoice('stage', FILTERS);
