import styled from 'styled-components';
import { Td } from '@portal/shared-ui';

// 2025-04-01 never breaks at its dashes.
const NoWrapTd = styled(Td)`
  white-space: nowrap;
`;

/** Dates are shown as the day part of the ISO timestamp (spec section 9), e.g. 2025-04-01. */
export const DateCell = ({ iso }: { iso: string }) => <NoWrapTd label="Date">{iso.slice(0, 10)}</NoWrapTd>;
