import { useId } from 'react';
import { CheckedInput, FieldError, FieldHint, Select, type SelectOption } from '@portal/shared-ui';
import { optionsOf, type QuestionDraft } from './questionDrafts';

type KnockoutFieldProps = { draft: QuestionDraft; error?: string; check: string; onChange: (knockout: string) => void };

// A Select keeps '' for its placeholder, and an option's own text could be anything: prefixes keep them apart.
const ANY = 'any';
const OPTION = 'option:';

const YES_NO: SelectOption[] = [
  { value: `${OPTION}yes`, label: 'Yes' },
  { value: `${OPTION}no`, label: 'No' },
];

const HINT = 'Applicants who answer otherwise are screened out: their application is rejected, with the reason.';

/** The choices of answer needed; one the options no longer list stays shown, so the select tells the truth until it is fixed. */
function choicesFor(draft: QuestionDraft): SelectOption[] {
  if (draft.kind === 'yesno') return YES_NO;
  const options = [...new Set(optionsOf(draft))];
  const listed = options.map((option) => ({ value: `${OPTION}${option}`, label: option }));
  if (draft.knockout === '' || options.includes(draft.knockout)) return listed;
  return [...listed, { value: `${OPTION}${draft.knockout}`, label: `${draft.knockout} (no longer an option)` }];
}

/** The answer a question needs for the application to go on, in the control its kind takes; a short-text answer screens nobody out. */
export const KnockoutField = ({ draft, error, check, onChange }: KnockoutFieldProps) => {
  const id = useId();
  if (draft.kind === 'text') return null;
  if (draft.kind === 'number') {
    return (
      <CheckedInput
        label="Lowest number accepted (optional)"
        type="number"
        inputMode="decimal"
        step="any"
        value={draft.knockout}
        onChange={(event) => onChange(event.target.value)}
        hint="Applicants who answer less are screened out; empty screens nobody out."
        error={error}
        data-check={check}
      />
    );
  }
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <Select
        label="Answer needed to go on"
        options={[{ value: ANY, label: 'Any answer (screens nobody out)' }, ...choicesFor(draft)]}
        value={draft.knockout === '' ? ANY : `${OPTION}${draft.knockout}`}
        onChange={(event) => onChange(event.target.value === ANY ? '' : event.target.value.slice(OPTION.length))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        data-check={check}
      />
      <FieldHint id={hintId}>{HINT}</FieldHint>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
};
