import { useId } from 'react';
import { INPUT_LIMITS, JOB_LOCATIONS } from '@portal/shared-state';
import { CheckedInput } from '@portal/shared-ui';

type LocationFieldProps = { defaultValue: string; error?: string };

/**
 * Where the job is: the known cities suggested as the recruiter types (a datalist: the browser's
 * own, keyboard and screen-reader friendly list), any other place typed. The server stores a
 * known city in one spelling, whichever was typed ("Bengaluru" is saved as "Bangalore").
 */
export const LocationField = ({ defaultValue, error }: LocationFieldProps) => {
  const listId = useId();
  return (
    <>
      <CheckedInput
        label="Location"
        name="location"
        defaultValue={defaultValue}
        maxLength={INPUT_LIMITS.job.location}
        list={listId}
        autoComplete="off"
        hint="Pick a city from the list, or type another place."
        error={error}
      />
      <datalist id={listId}>
        {JOB_LOCATIONS.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
    </>
  );
};
