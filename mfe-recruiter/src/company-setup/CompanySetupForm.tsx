import { useState, type FormEvent } from 'react';
import { INPUT_LIMITS, useUpdateCompanyMutation, type Company } from '@portal/shared-state';
import { Button, FieldError, Input, TextArea, useUnsavedChanges } from '@portal/shared-ui';
import { FormActions, FormCard, useSubmit } from '../form';
import { isImage, LogoField, logoRefusalOf, type LogoRefusal } from './LogoField';

const LIMITS = INPUT_LIMITS.company;

const TEXT_FIELDS = ['name', 'description', 'website', 'location'] as const;

/**
 * The company's details, prefilled from the server; Update saves them and returns to the list.
 * Leaving with a field changed or a logo chosen, unsaved, asks first.
 */
export const CompanySetupForm = ({ company }: { company: Company }) => {
  const { busy, submit } = useSubmit();
  const [updateCompany] = useUpdateCompanyMutation();
  const [logo, setLogo] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [logoRefusal, setLogoRefusal] = useState<LogoRefusal | null>(null);
  const [fieldsChanged, setFieldsChanged] = useState(false);
  const { leaveDialog, save } = useUnsavedChanges(fieldsChanged || logo !== null);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    setFieldsChanged(TEXT_FIELDS.some((field) => form.get(field) !== company[field]));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (logo && !isImage(logo)) return;
    const form = new FormData(event.currentTarget);
    // The file input always contributes an entry, an empty part when nothing was chosen:
    // only a chosen logo (one that passed the check above) is sent.
    form.delete('file');
    if (logo) form.append('file', logo);
    const refusal = await submit(() => save(() => updateCompany({ id: company._id, form }).unwrap()), () => '/admin/companies');
    // A refusal of the logo is said at the logo field, and goes when another file is chosen.
    const ofLogo = refusal === null ? null : logoRefusalOf(refusal, logo);
    setLogoRefusal(ofLogo);
    setError(ofLogo ? null : refusal);
  };

  return (
    <FormCard aria-label="Company Setup" onSubmit={onSubmit} onChange={onChange}>
      <Input label="Company Name" name="name" defaultValue={company.name} maxLength={LIMITS.name} />
      {/* Paragraphs of up to 2,000 characters: the company page keeps their line breaks. */}
      <TextArea label="Description" name="description" defaultValue={company.description} maxLength={LIMITS.description} />
      <Input label="Website" name="website" type="url" placeholder="https://" defaultValue={company.website} maxLength={LIMITS.website} />
      <Input label="Location" name="location" defaultValue={company.location} maxLength={LIMITS.location} />
      <LogoField companyName={company.name} currentLogo={company.logo} chosen={logo} onChoose={setLogo} refusal={logoRefusal} />
      {error && <FieldError>{error}</FieldError>}
      <FormActions>
        <Button type="submit" busy={busy}>
          Update
        </Button>
      </FormActions>
      {leaveDialog}
    </FormCard>
  );
};
