import type { Applicant } from '@portal/shared-state';
import { useAddressChoice } from '../page';

const FILTERS = ['all', 'passed', 'screened-out'] as const;

export type ScreeningFilter = (typeof FILTERS)[number];

/** An application whose answer to a screening question was not the one the job needs: the server rejected it on arrival. */
export const isScreenedOut = ({ answers }: Applicant): boolean => answers.some(({ knockedOut }) => knockedOut);

export const passesScreeningFilter = (filter: ScreeningFilter, application: Applicant): boolean =>
  filter === 'all' || (filter === 'screened-out') === isScreenedOut(application);

/** Which applicants the list shows by their screening, kept in the address (`?screening=`) beside the stage. */
export const useScreeningFilter = () => useAddressChoice('screening', FILTERS);
