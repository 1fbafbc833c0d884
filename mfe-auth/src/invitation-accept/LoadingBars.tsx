import styled from 'styled-components';
import { Loading, Skeleton } from '@portal/shared-ui';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Bars standing in for what is loading, announced as "Loading {what}…". */
export const LoadingBars = ({ what, rows }: { what: string; rows: number }) => (
  <Loading label={`Loading ${what}…`}>
    <Stack>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height="40px" />
      ))}
    </Stack>
  </Loading>
);
