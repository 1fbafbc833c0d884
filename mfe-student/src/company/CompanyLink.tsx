import styled from 'styled-components';
import { pagePaths } from '@portal/shared-state';
import { Link } from '@portal/shared-ui';

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colors.blue};
  text-decoration: underline;
  text-underline-offset: 2px;
  overflow-wrap: anywhere;

  &:hover {
    text-decoration-thickness: 2px;
  }
`;

/** A company's name, linked to its public page. */
export const CompanyLink = ({ company }: { company: { _id: string; name: string } }) => (
  <StyledLink to={pagePaths.company(company._id)}>{company.name}</StyledLink>
);
