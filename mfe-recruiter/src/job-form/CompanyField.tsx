import { useId } from 'react';
import styled from 'styled-components';
import type { Company } from '@portal/shared-state';
import { FieldError, Link, Select } from '@portal/shared-ui';
import { linkStyles } from '../page';

export const NO_COMPANY_WARNING = '*Please register a company first, before posting a jobs';

type CompanyFieldProps = { companies: Company[]; defaultValue: string; error?: string };

const Warning = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.accentText};
`;

const RegisterLink = styled(Link)`
  ${linkStyles}
`;

/** The company a job is for: a choice among the recruiter's companies, or a warning that there are none. */
export const CompanyField = ({ companies, defaultValue, error }: CompanyFieldProps) => {
  const errorId = useId();
  if (companies.length === 0) {
    return (
      <div>
        <Warning>{NO_COMPANY_WARNING}</Warning>
        <RegisterLink to="/admin/companies/create">Register a company</RegisterLink>
      </div>
    );
  }
  return (
    <div>
      <Select
        label="Company"
        name="companyId"
        placeholder="Select a Company"
        defaultValue={defaultValue}
        options={companies.map((company) => ({ value: company._id, label: company.name }))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
};
