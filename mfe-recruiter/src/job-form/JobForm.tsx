import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { INPUT_LIMITS, type Company, type JobPostInput, type MessageResponse } from '@portal/shared-state';
import { Button, CheckedInput, FieldError } from '@portal/shared-ui';
import { FormActions, FormCard, useSubmit } from '../form';
import { CompanyField } from './CompanyField';
import { checkJobForm, EMPTY_JOB_FORM, type JobFormErrors, type JobFormField, type JobFormValues } from './jobFormValues';

type JobFormProps = {
  /** The form's accessible name, e.g. the page title. */
  label: string;
  initial: JobFormValues;
  /** The recruiter's companies, as just loaded from the server. */
  companies: Company[];
  submitLabel: string;
  /** The call that saves the checked job. */
  send: (body: JobPostInput) => Promise<MessageResponse>;
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const LIMITS = INPUT_LIMITS.job;

/** The fields of a job, checked in the browser, then sent; the server's refusal is shown by the button. */
export const JobForm = ({ label, initial, companies, submitLabel, send }: JobFormProps) => {
  const { busy, submit } = useSubmit();
  const [errors, setErrors] = useState<JobFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const typed = Object.fromEntries(new FormData(form)) as Partial<JobFormValues>;
    // Without companies there is no company field: EMPTY_JOB_FORM stands in for it.
    const { body, errors: found } = checkJobForm({ ...EMPTY_JOB_FORM, ...typed });
    setErrors(found ?? {});
    if (found) {
      // Take the user to the first field to fix; its message is its description.
      const first = Object.keys(found)[0]!;
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setServerError(await submit(() => send(body), () => '/admin/jobs'));
  };

  // A field's old message goes as soon as it is edited.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  const field = (name: JobFormField) => ({ name, defaultValue: initial[name], error: errors[name] });

  return (
    <FormCard aria-label={label} noValidate onSubmit={onSubmit} onChange={onChange}>
      <Grid>
        <CheckedInput label="Title" maxLength={LIMITS.title} {...field('title')} />
        <CheckedInput label="Description" maxLength={LIMITS.description} {...field('description')} />
        <CheckedInput label="Requirements" hint="Separate them with commas." {...field('requirements')} />
        <CheckedInput label="Salary (LPA)" type="number" inputMode="decimal" min={0} max={LIMITS.salaryMax} step="any" {...field('salary')} />
        <CheckedInput label="Location" maxLength={LIMITS.location} {...field('location')} />
        <CheckedInput label="Job Type" placeholder="Full Time, Internship…" maxLength={LIMITS.jobType} {...field('jobType')} />
        <CheckedInput label="Experience (years)" type="number" inputMode="decimal" min={0} max={LIMITS.experienceMax} step="any" {...field('experience')} />
        <CheckedInput
          label="No. of Positions"
          type="number"
          inputMode="numeric"
          min={LIMITS.positionMin}
          max={LIMITS.positionMax}
          step={1}
          {...field('position')}
        />
        <CheckedInput label="Apply by (optional)" type="date" hint="The last day applications are taken; empty for none." {...field('deadline')} />
      </Grid>
      <CompanyField companies={companies} defaultValue={initial.companyId} error={errors.companyId} />
      {serverError && <FieldError>{serverError}</FieldError>}
      <FormActions>
        <Button type="submit" busy={busy} disabled={companies.length === 0}>
          {submitLabel}
        </Button>
      </FormActions>
    </FormCard>
  );
};
