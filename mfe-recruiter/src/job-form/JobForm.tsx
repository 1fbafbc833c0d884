import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { INPUT_LIMITS, type Company, type JobPostInput, type MessageResponse, type ScreeningQuestion } from '@portal/shared-state';
import { Button, CheckedInput, FieldError, useUnsavedChanges } from '@portal/shared-ui';
import { FormActions, FormCard, useSubmit } from '../form';
import { CompanyField } from './CompanyField';
import { JobTypeField } from './JobTypeField';
import { checkJobForm, EMPTY_JOB_FORM, jobFormChanged, type JobFormErrors, type JobFormField, type JobFormValues } from './jobFormValues';
import { LocationField } from './LocationField';
import { QuestionsField, useQuestionDrafts } from './questions';
import { TextField } from './TextField';

type JobFormProps = {
  /** The form's accessible name, e.g. the page title. */
  label: string;
  initial: JobFormValues;
  /** The job's saved screening questions, with their knockouts; none for a new job. */
  savedQuestions?: ScreeningQuestion[];
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

/** A field as wide as the form: text of several lines. */
const Wide = styled.div`
  grid-column: 1 / -1;
`;

const LIMITS = INPUT_LIMITS.job;

/**
 * The fields of a job, checked in the browser, then sent; the server's refusal is shown by the
 * button. Leaving it changed and unsaved asks first.
 */
export const JobForm = ({ label, initial, savedQuestions = [], companies, submitLabel, send }: JobFormProps) => {
  const { busy, submit } = useSubmit();
  const [errors, setErrors] = useState<JobFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [fieldsChanged, setFieldsChanged] = useState(false);
  const questions = useQuestionDrafts(savedQuestions);
  const { leaveDialog, save } = useUnsavedChanges(fieldsChanged || questions.changed);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const typed = Object.fromEntries(new FormData(form)) as Partial<JobFormValues>;
    // Without companies there is no company field: EMPTY_JOB_FORM stands in for it.
    const { body, errors: found } = checkJobForm({ ...EMPTY_JOB_FORM, ...typed });
    const { questions: asked, toFix } = questions.check();
    setErrors(found ?? {});
    if (!body || !asked) {
      // Take the user to the first field to fix, in the form's order; its message is its description.
      const wrong = (element: HTMLElement) =>
        (found !== null && (element as HTMLInputElement).name in found) || (toFix !== null && toFix.has(element.dataset.check ?? ''));
      ([...form.elements] as HTMLElement[]).find(wrong)?.focus();
      return;
    }
    setServerError(await submit(() => save(() => send({ ...body, questions: asked })), () => '/admin/jobs'));
  };

  // A field's old message goes as soon as it is edited.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    setErrors((previous) => ({ ...previous, [name]: undefined }));
    setFieldsChanged(jobFormChanged(event.currentTarget, initial));
  };

  const field = (name: JobFormField) => ({ name, defaultValue: initial[name], error: errors[name] });

  return (
    <>
      <FormCard aria-label={label} noValidate onSubmit={onSubmit} onChange={onChange}>
        <Grid>
          <Wide>
            <TextField label="Title" maxLength={LIMITS.title} {...field('title')} />
          </Wide>
          <Wide>
            <TextField label="Description" multiline maxLength={LIMITS.description} {...field('description')} />
          </Wide>
          <Wide>
            <TextField label="Requirements" multiline hint="Separate them with commas." {...field('requirements')} />
          </Wide>
          <CheckedInput label="Minimum salary (LPA)" type="number" inputMode="decimal" min={0} max={LIMITS.salaryMax} step="any" {...field('salary')} />
          <CheckedInput
            label="Maximum salary (LPA, optional)"
            type="number"
            inputMode="decimal"
            min={0}
            max={LIMITS.salaryMax}
            step="any"
            hint="For a range, e.g. 10 to 18; empty for a single figure."
            {...field('salaryMax')}
          />
          <LocationField defaultValue={initial.location} error={errors.location} />
          <JobTypeField defaultValue={initial.jobType} error={errors.jobType} />
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
        <QuestionsField questions={questions} />
        {serverError && <FieldError>{serverError}</FieldError>}
        <FormActions>
          <Button type="submit" busy={busy} disabled={companies.length === 0}>
            {submitLabel}
          </Button>
        </FormActions>
      </FormCard>
      {leaveDialog}
    </>
  );
};
