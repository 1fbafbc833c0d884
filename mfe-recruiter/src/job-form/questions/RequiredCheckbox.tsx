import { useId } from 'react';
import { ChoiceLabel, FieldHint } from '@portal/shared-ui';

type RequiredCheckboxProps = { checked: boolean; locked: boolean; onChange: (required: boolean) => void };

/** Whether a student must answer; a question that screens applicants out must be, so the box is then locked, saying why. */
export const RequiredCheckbox = ({ checked, locked, onChange }: RequiredCheckboxProps) => {
  const hintId = useId();
  return (
    <div>
      <ChoiceLabel
        type="checkbox"
        checked={checked || locked}
        disabled={locked}
        aria-describedby={locked ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      >
        Required
      </ChoiceLabel>
      {locked && <FieldHint id={hintId}>Required while it screens applicants out.</FieldHint>}
    </div>
  );
};
