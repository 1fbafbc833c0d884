import { useEffect, useId, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, Input, TextArea, VisuallyHidden } from '@portal/shared-ui';

type TextFieldProps = {
  label: string;
  name: string;
  defaultValue: string;
  /** Several lines: a text area. */
  multiline?: boolean;
  /** The most characters the server takes: the field stops there and counts towards it. */
  maxLength?: number;
  hint?: string;
  error?: string;
};

// As GOV.UK's character count does: the count is announced once typing pauses, not at every key.
const ANNOUNCE_AFTER_MS = 1000;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Notes = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`;

const Count = styled(FieldHint)`
  margin-left: auto;
  font-variant-numeric: tabular-nums;
`;

const Cut = styled(FieldHint)`
  color: ${({ theme }) => theme.colors.accentText};
`;

/**
 * One of the job's text fields, on one line or several: its hint, how many of its characters are
 * used (87/120, said to a screen reader once typing pauses), that pasted text was cut to fit, and
 * the message of its last failed check, each tied to the field.
 */
export const TextField = ({ label, name, defaultValue, multiline = false, maxLength, hint, error }: TextFieldProps) => {
  const id = useId();
  const [length, setLength] = useState(defaultValue.length);
  const [cut, setCut] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // The length last typed, for the announcement; none before the first edit.
  const [typed, setTyped] = useState<number | null>(null);
  const cutAnnounced = useRef(false);

  useEffect(() => {
    if (typed === null || maxLength === undefined) return;
    // The cut was just announced: the count would talk over it.
    if (cutAnnounced.current) {
      cutAnnounced.current = false;
      return;
    }
    const timer = setTimeout(() => setAnnouncement(`${typed} of ${maxLength} characters`), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [typed, maxLength]);

  const cutMessage = `${label} takes at most ${maxLength} characters: the pasted text was cut to fit.`;

  const onInput = (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.currentTarget;
    setLength(value.length);
    setTyped(value.length);
    if (maxLength !== undefined && value.length < maxLength) setCut(false);
  };

  // The browser cuts what goes past maxLength without a word: this says so.
  const onPaste = (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (maxLength === undefined) return;
    const { value, selectionStart, selectionEnd } = event.currentTarget;
    const replaced = (selectionEnd ?? value.length) - (selectionStart ?? value.length);
    if (value.length - replaced + event.clipboardData.getData('text').length <= maxLength) return;
    setCut(true);
    cutAnnounced.current = true;
    setAnnouncement(cutMessage);
  };

  const hintId = hint ? `${id}-hint` : undefined;
  const countId = maxLength !== undefined ? `${id}-count` : undefined;
  const cutId = cut ? `${id}-cut` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = {
    label,
    name,
    defaultValue,
    maxLength,
    onInput,
    onPaste,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, countId, cutId, errorId].filter(Boolean).join(' ') || undefined,
  };

  return (
    <Column>
      {multiline ? <TextArea rows={5} {...control} /> : <Input {...control} />}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {maxLength !== undefined && (
        <Notes>
          {cut && <Cut id={cutId}>{cutMessage}</Cut>}
          <Count id={countId}>
            <span aria-hidden="true">
              {length}/{maxLength}
            </span>
            <VisuallyHidden>
              {length} of {maxLength} characters
            </VisuallyHidden>
          </Count>
          <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
        </Notes>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Column>
  );
};
