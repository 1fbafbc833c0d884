import styled from 'styled-components';
import { Link } from '@portal/shared-ui';

/** /company/{id}: the public page of a company. */
export const companyPath = (companyId: string): string => `/company/${encodeURIComponent(companyId)}`;

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
  <StyledLink to={companyPath(company._id)}>{company.name}</StyledLink>
);
