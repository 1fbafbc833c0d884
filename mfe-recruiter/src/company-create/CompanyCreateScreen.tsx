import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { INPUT_LIMITS, useRegisterCompanyMutation } from '@portal/shared-state';
import { Button, ButtonLink, CheckedInput, useUnsavedChanges } from '@portal/shared-ui';
import { FormActions, FormCard, useSubmit } from '../form';
import { AdminPage } from '../page';

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** /admin/companies/create: names a new company, then continues to its setup; leaving a typed name unsaved asks first. */
export default function CompanyCreateScreen() {
  const { busy, submit } = useSubmit();
  const [registerCompany] = useRegisterCompanyMutation();
  const [error, setError] = useState<string | null>(null);
  const [named, setNamed] = useState(false);
  const { leaveDialog, save } = useUnsavedChanges(named);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const companyName = String(new FormData(event.currentTarget).get('companyName'));
    // No browser check: the server's own message says what is wrong with an empty or taken name.
    setError(await submit(() => save(() => registerCompany({ companyName }).unwrap()), ({ company }) => `/admin/companies/${company._id}`));
  };

  return (
    <AdminPage title="Your Company Name" narrow>
      <Intro>What would you like to give your company name? You can change this later.</Intro>
      <FormCard aria-label="Your Company Name" onSubmit={onSubmit}>
        <CheckedInput
          label="Company Name"
          name="companyName"
          placeholder="JobHunt, Microsoft etc."
          maxLength={INPUT_LIMITS.company.name}
          error={error}
          onChange={(event) => {
            setError(null);
            setNamed(event.target.value !== '');
          }}
        />
        <FormActions>
          <ButtonLink variant="outline" to="/admin/companies">
            Cancel
          </ButtonLink>
          <Button type="submit" busy={busy}>
            Continue
          </Button>
        </FormActions>
      </FormCard>
      {leaveDialog}
    </AdminPage>
  );
}
