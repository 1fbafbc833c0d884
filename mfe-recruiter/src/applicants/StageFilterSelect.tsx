import styled from 'styled-components';
import { APPLICATION_STATUSES, type Applicant } from '@portal/shared-state';
import { Select } from '@portal/shared-ui';
import { stageLabel } from '../stages';
import type { StageFilter } from './useStageFilter';

const StageSelect = styled(Select)`
  max-width: 360px;
`;

type StageFilterSelectProps = { applications: Applicant[]; value: StageFilter; onChange: (stage: StageFilter) => void };

/** Shows all applicants or one stage's; each option says how many it holds: "Interview (2)". */
export const StageFilterSelect = ({ applications, value, onChange }: StageFilterSelectProps) => {
  const count = (stage: string) => applications.filter(({ status }) => status === stage).length;
  const options = [
    { value: 'all', label: `All (${applications.length})` },
    ...APPLICATION_STATUSES.map((stage) => ({ value: stage, label: `${stageLabel(stage)} (${count(stage)})` })),
  ];
  return <StageSelect label="Show" options={options} value={value} onChange={(event) => onChange(event.target.value as StageFilter)} />;
};
