import styled, { css } from 'styled-components';
import { Caption, Td, Th } from '@portal/shared-ui';

// The Action column sits at the row's end, where the eye looks for per-row actions, and stays
// in view while a table scrolls sideways; on a phone each row is a card and it is one more line.
const sticky = css`
  position: sticky;
  right: 0;
  background: ${({ theme }) => theme.colors.background};
  text-align: right;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    position: static;
    text-align: left;
  }
`;

export const ActionTh = styled(Th)`
  ${sticky}
`;

export const ActionTd = styled(Td)`
  ${sticky}
  padding-top: 0;
  padding-bottom: 0;
`;


// Left, not centred: a centred caption under a table wider than a phone sits out of view.
export const TableCaption = styled(Caption)`
  text-align: left;
`;
