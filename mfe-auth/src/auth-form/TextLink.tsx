import styled from 'styled-components';
import { Link } from '@portal/shared-ui';

/** An inline link in the brand colour, e.g. "Don't have an account? Signup". */
export const TextLink = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.brand};
`;
