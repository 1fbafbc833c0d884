import styled from 'styled-components';
import { Loading, Skeleton } from '@portal/shared-ui';
import { JobGrid } from './JobGrid';

const Placeholder = styled.li<{ $height: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ $height }) => $height};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

type JobGridSkeletonProps = {
  count: number;
  /** The height of the cards it stands in for, so nothing jumps when they arrive. */
  cardHeight: string;
};

/** Job cards while they load. */
export const JobGridSkeleton = ({ count, cardHeight }: JobGridSkeletonProps) => (
  <Loading label="Loading jobs…">
    <JobGrid>
      {Array.from({ length: count }, (_, index) => (
        <Placeholder key={index} $height={cardHeight}>
          <Skeleton width="40%" />
          <Skeleton width="70%" height="1.25em" />
          <Skeleton height="3em" />
          <Skeleton width="85%" height="1.5em" radius="full" />
        </Placeholder>
      ))}
    </JobGrid>
  </Loading>
);
