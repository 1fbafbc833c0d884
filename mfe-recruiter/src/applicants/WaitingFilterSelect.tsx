import styled from 'styled-components';
import { isWaiting, WAITING_DAYS, type Applicant } from '@portal/shared-state';
import { Select } from '@portal/shared-ui';
import type { WaitingFilter } from './waiting';

const WaitingSelect = styled(Select)`
  max-width: 360px;
`;

type WaitingFilterSelectProps = { applications: Applicant[]; now: Date; value: WaitingFilter; onChange: (filter: WaitingFilter) => void };

/** Shows all applicants, or only those at pending, shortlisted or interview with no stage change for a week, each option with its count. */
export const WaitingFilterSelect = ({ applications, now, value, onChange }: WaitingFilterSelectProps) => {
  const waiting = applications.filter((application) => isWaiting(application, now)).length;
  const options = [
    { value: 'all', label: `All (${applications.length})` },
    { value: '1', label: `Waiting over ${WAITING_DAYS} days (${waiting})` },
  ];
  return <WaitingSelect label="Waiting" options={options} value={value} onChange={(event) => onChange(event.target.value as WaitingFilter)} />;
};
