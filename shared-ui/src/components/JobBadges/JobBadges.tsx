import styled from 'styled-components';
import { Badge } from '../Badge';

export type JobBadgesProps = {
  position: number;
  jobType: string;
  /** The salary as it reads, "10–18 LPA" or "12 LPA" (shared-state's formatSalary). */
  salary: string;
};

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const positionCount = (position: number) => `${position} ${position === 1 ? 'Position' : 'Positions'}`;

export const JobBadges = ({ position, jobType, salary }: JobBadgesProps) => (
  <Row>
    <Badge variant="blue">{positionCount(position)}</Badge>
    <Badge variant="red">{jobType}</Badge>
    <Badge variant="purple">{salary}</Badge>
  </Row>
);
