import styled from 'styled-components';
import type { TeamCompany } from '@portal/shared-state';
import { Avatar } from '@portal/shared-ui';
import { FormCard } from '../form';

const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(6rem, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0;
  overflow-wrap: anywhere;

  & > dt {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.muted};
  }

  & > dd {
    margin: 0;
    white-space: pre-line;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The company's details for a member whose role may not change them: read, not a form to be refused. */
export const CompanyDetails = ({ company }: { company: TeamCompany }) => (
  <FormCard as="section" aria-label="Company details">
    <Note>Only the company&apos;s owners can change its details.</Note>
    <Fields>
      <dt>Logo</dt>
      <dd>
        <Avatar name={company.name} src={company.logo ?? undefined} alt={`${company.name} logo`} />
      </dd>
      <dt>Company Name</dt>
      <dd>{company.name}</dd>
      <dt>Description</dt>
      <dd>{company.description || '—'}</dd>
      <dt>Website</dt>
      <dd>{company.website || '—'}</dd>
      <dt>Location</dt>
      <dd>{company.location || '—'}</dd>
    </Fields>
  </FormCard>
);
