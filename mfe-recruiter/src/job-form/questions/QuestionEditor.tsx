import { useId } from 'react';
import styled from 'styled-components';
import { INPUT_LIMITS, QUESTION_KINDS, type QuestionKind } from '@portal/shared-state';
import { Button, CheckedInput, FieldError, FieldHint, Select, TextArea, VisuallyHidden } from '@portal/shared-ui';
import { KnockoutField } from './KnockoutField';
import { KIND_LABELS, screensOut, type QuestionDraft } from './questionDrafts';
import type { QuestionProblems } from './questionProblems';
import { RequiredCheckbox } from './RequiredCheckbox';
import { partId } from './useQuestionDrafts';

const { screening } = INPUT_LIMITS;

export type MoveDirection = 'up' | 'down';

type QuestionEditorProps = {
  draft: QuestionDraft;
  /** 1 for the first question. */
  place: number;
  count: number;
  problems: QuestionProblems;
  onChange: (change: Partial<QuestionDraft>) => void;
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
};

const Fieldset = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr);
    padding: ${({ theme }) => theme.space.sm};
  }
`;

const Legend = styled.legend`
  padding: 0 ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.heading};
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

// aria-disabled rather than disabled: the button keeps focus when its question reaches the end of the list.
const MoveButton = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const KIND_OPTIONS = QUESTION_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));

/** One screening question: its text, kind, a choice's options, whether it is required, the answer it needs, and its place in the list. */
export const QuestionEditor = ({ draft, place, count, problems, onChange, onMove, onRemove }: QuestionEditorProps) => {
  const id = useId();
  // Said after the visible label, so each button is told apart by ear and by voice control.
  const whichQuestion = ` question ${place}`;
  const optionsHintId = `${id}-options-hint`;
  const optionsErrorId = `${id}-options-error`;
  const move = (direction: MoveDirection, possible: boolean) => ({
    'aria-disabled': possible ? undefined : true,
    'data-move': direction,
    onClick: () => possible && onMove(direction),
  });
  return (
    <Fieldset data-question={draft.key}>
      <Legend>Question {place}</Legend>
      <Wide>
        <CheckedInput
          label="Question text"
          value={draft.text}
          maxLength={screening.question}
          onChange={(event) => onChange({ text: event.target.value })}
          error={problems.text}
          data-check={partId(draft.key, 'text')}
        />
      </Wide>
      <Select label="Kind of answer" options={KIND_OPTIONS} value={draft.kind} onChange={(event) => onChange({ kind: event.target.value as QuestionKind })} />
      <RequiredCheckbox checked={draft.required} locked={screensOut(draft)} onChange={(required) => onChange({ required })} />
      {draft.kind === 'choice' && (
        <Wide>
          <TextArea
            label="Options"
            rows={4}
            value={draft.options}
            onChange={(event) => onChange({ options: event.target.value })}
            aria-invalid={problems.options ? true : undefined}
            aria-describedby={problems.options ? `${optionsHintId} ${optionsErrorId}` : optionsHintId}
            data-check={partId(draft.key, 'options')}
          />
          <FieldHint id={optionsHintId}>
            One per line, {screening.optionsMin} to {screening.optionsMax} options.
          </FieldHint>
          {problems.options && <FieldError id={optionsErrorId}>{problems.options}</FieldError>}
        </Wide>
      )}
      <Wide>
        <KnockoutField draft={draft} error={problems.knockout} check={partId(draft.key, 'knockout')} onChange={(knockout) => onChange({ knockout })} />
      </Wide>
      <Actions>
        <MoveButton variant="outline" {...move('up', place > 1)}>
          Move up<VisuallyHidden>{whichQuestion}</VisuallyHidden>
        </MoveButton>
        <MoveButton variant="outline" {...move('down', place < count)}>
          Move down<VisuallyHidden>{whichQuestion}</VisuallyHidden>
        </MoveButton>
        <Button variant="ghost" onClick={onRemove}>
          Remove<VisuallyHidden>{whichQuestion}</VisuallyHidden>
        </Button>
      </Actions>
    </Fieldset>
  );
};
