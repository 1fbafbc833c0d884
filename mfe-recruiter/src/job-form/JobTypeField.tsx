import { useId } from 'react';
import { JOB_TYPES } from '@portal/shared-state';
import { FieldError, Select } from '@portal/shared-ui';

type JobTypeFieldProps = { defaultValue: string; error?: string };

const OPTIONS = JOB_TYPES.map((type) => ({ value: type, label: type }));

/** The job's type, a choice from the server's list: typed spellings ("full time", "Full-time") would each be a filter of their own. */
export const JobTypeField = ({ defaultValue, error }: JobTypeFieldProps) => {
  const errorId = useId();
  return (
    <div>
      <Select
        label="Job Type"
        name="jobType"
        placeholder="Select a job type"
        defaultValue={defaultValue}
        options={OPTIONS}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
};
