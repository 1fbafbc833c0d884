import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

// Wide tables scroll inside their own box instead of widening the page on small screens.
const Scroller = styled.div`
  width: 100%;
  overflow-x: auto;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Table = (props: ComponentPropsWithRef<'table'>) => (
  <Scroller>
    <StyledTable {...props} />
  </Scroller>
);

export const Caption = styled.caption`
  padding: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.muted};
  caption-side: bottom;
`;

export const THead = styled.thead``;

export const TBody = styled.tbody``;

export const Tr = styled.tr`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Th = styled.th.attrs(({ scope = 'col' }) => ({ scope }))`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  text-align: left;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.muted};
`;

export const Td = styled.td`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
`;
