import styled from 'styled-components';
import type { Applicant } from '@portal/shared-state';
import { Select } from '@portal/shared-ui';
import { isScreenedOut, type ScreeningFilter } from './screening';

const ScreeningSelect = styled(Select)`
  max-width: 360px;
`;

type ScreeningFilterSelectProps = { applications: Applicant[]; value: ScreeningFilter; onChange: (filter: ScreeningFilter) => void };

/** Shows all applicants, those who passed the job's screening questions, or those screened out, each option with its count. */
export const ScreeningFilterSelect = ({ applications, value, onChange }: ScreeningFilterSelectProps) => {
  const screenedOut = applications.filter(isScreenedOut).length;
  const options = [
    { value: 'all', label: `All (${applications.length})` },
    { value: 'passed', label: `Passed screening (${applications.length - screenedOut})` },
    { value: 'screened-out', label: `Screened out (${screenedOut})` },
  ];
  return <ScreeningSelect label="Screening" options={options} value={value} onChange={(event) => onChange(event.target.value as ScreeningFilter)} />;
};
