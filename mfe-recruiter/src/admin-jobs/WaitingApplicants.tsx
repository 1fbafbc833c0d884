import styled from 'styled-components';
import { WAITING_DAYS, type AdminJob } from '@portal/shared-state';
import { Link } from '@portal/shared-ui';
import { linkStyles } from '../page';

const WaitingLink = styled(Link)`
  ${linkStyles}
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** "3 waiting over 7 days": a job's applications the team has not moved for a week, linked to the applicants filtered to them; nothing when none wait. */
export const WaitingApplicants = ({ job: { _id, waiting } }: { job: AdminJob }) =>
  waiting > 0 ? (
    <WaitingLink to={`/admin/jobs/${_id}/applicants?waiting=1`}>
      {waiting} waiting over {WAITING_DAYS} days
    </WaitingLink>
  ) : null;
