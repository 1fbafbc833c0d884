import { useId } from 'react';
import styled from 'styled-components';
import { INPUT_LIMITS, JOB_TYPES, MAX_PREFERENCES } from '@portal/shared-state';
import { CheckedInput, ChoiceLabel, FieldError } from '@portal/shared-ui';

/** What the preference fields start with: a kept draft's values, else the saved ones, as the form sends them. */
export type PreferenceValues = { preferredLocations: string; preferredJobTypes: string; minSalary: string };

type PreferencesFieldsProps = {
  initial: PreferenceValues;
  errorAt: (field: 'preferredLocations' | 'preferredJobTypes' | 'minSalary') => string | null;
};

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.heading};
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The job types as one comma-separated field, however many boxes are ticked: the server keeps the last of repeated fields. */
export const joinJobTypes = (form: FormData) => form.set('preferredJobTypes', form.getAll('preferredJobTypes').map(String).join(', '));

/** The jobs a student wants, which the jobs recommended to them meet: places, job types and the least salary. */
export const PreferencesFields = ({ initial, errorAt }: PreferencesFieldsProps) => {
  const id = useId();
  const chosenTypes = new Set(initial.preferredJobTypes.split(',').map((type) => type.trim().toLowerCase()));
  const typesError = errorAt('preferredJobTypes');
  return (
    <>
      <CheckedInput
        label="Preferred locations"
        name="preferredLocations"
        defaultValue={initial.preferredLocations}
        maxLength={MAX_PREFERENCES * (INPUT_LIMITS.job.location + 2)}
        hint={`Separate places with commas, e.g. Pune, Mumbai (at most ${MAX_PREFERENCES})`}
        error={errorAt('preferredLocations')}
      />
      <Column>
        <Group aria-describedby={typesError ? `${id}-error` : undefined}>
          <Legend>Preferred job types</Legend>
          {JOB_TYPES.map((type) => (
            <ChoiceLabel key={type} type="checkbox" name="preferredJobTypes" value={type} defaultChecked={chosenTypes.has(type.toLowerCase())}>
              {type}
            </ChoiceLabel>
          ))}
        </Group>
        {typesError && <FieldError id={`${id}-error`}>{typesError}</FieldError>}
      </Column>
      <CheckedInput
        label="Minimum salary (LPA)"
        name="minSalary"
        type="number"
        inputMode="decimal"
        min={0}
        max={INPUT_LIMITS.job.salaryMax}
        step="any"
        defaultValue={initial.minSalary}
        hint="Yearly, in lakh per annum; leave empty for any"
        error={errorAt('minSalary')}
      />
    </>
  );
};
