import styled from 'styled-components';
import { Loading, Skeleton } from '@portal/shared-ui';

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** The job page's shape while the job loads. */
export const JobDetailsSkeleton = () => (
  <Loading label="Loading the job…">
    <Lines>
      <Skeleton width="50%" height="2rem" />
      <Skeleton width="280px" height="1.5rem" radius="full" />
      <Skeleton width="30%" height="1.5rem" />
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} width={index % 2 ? '60%' : '80%'} />
      ))}
    </Lines>
  </Loading>
);
