import styled from 'styled-components';
import { Skeleton } from '@portal/shared-ui';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Grey bars the height of a table row or a form field, standing in for what is loading. */
export const SkeletonRows = ({ rows = 4 }: { rows?: number }) => (
  <Stack>
    {Array.from({ length: rows }, (_, index) => (
      <Skeleton key={index} height="40px" />
    ))}
  </Stack>
);
