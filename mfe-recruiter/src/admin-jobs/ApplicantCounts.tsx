import styled from 'styled-components';
import { APPLICATION_STATUSES, type AdminJob } from '@portal/shared-state';
import { stageLabel } from '../stages';

const Breakdown = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A job's applicants in total, then how many are at each stage that has any: "4", and below it "1 Pending, 2 Interview, 1 Withdrawn". */
export const ApplicantCounts = ({ job: { applicationCount, applicationCounts } }: { job: AdminJob }) => {
  const stages = APPLICATION_STATUSES.filter((stage) => applicationCounts[stage] > 0);
  return (
    <>
      {applicationCount}
      {stages.length > 0 && (
        // Its own line, read after the total under the Applicants header: no hidden words, which a phone's card would clip.
        <Breakdown>{stages.map((stage) => `${applicationCounts[stage]} ${stageLabel(stage)}`).join(', ')}</Breakdown>
      )}
    </>
  );
};
