import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, FieldHint, VisuallyHidden } from '@portal/shared-ui';
import { QuestionEditor, type MoveDirection } from './QuestionEditor';
import { MAX_QUESTIONS, partId, type QuestionDrafts } from './useQuestionDrafts';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.heading};
`;

const Intro = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The job's screening questions, asked when a student applies: add up to ten, edit, reorder and
 * remove them. Each move or removal is announced, and focus stays on the control that did it
 * (or, after a removal, on Add question), never dropped to the page.
 */
export const QuestionsField = ({ questions }: { questions: QuestionDrafts }) => {
  const { drafts, add, update, move, remove, shownProblems } = questions;
  const id = useId();
  const section = useRef<HTMLElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // What to focus once the list has re-rendered: a selector within the section.
  const focusNext = useRef<string | null>(null);
  const full = drafts.length >= MAX_QUESTIONS;

  useEffect(() => {
    if (focusNext.current === null) return;
    section.current?.querySelector<HTMLElement>(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const onAdd = () => {
    const draft = add();
    setAnnouncement(`Question ${drafts.length + 1} added.`);
    focusNext.current = `[data-check="${partId(draft.key, 'text')}"]`;
  };

  const onMove = (key: string, place: number, direction: MoveDirection) => {
    const to = direction === 'up' ? place - 1 : place + 1;
    move(key, direction === 'up' ? -1 : 1);
    setAnnouncement(`Question ${place} moved ${direction}: it is now question ${to} of ${drafts.length}.`);
    focusNext.current = `[data-question="${key}"] [data-move="${direction}"]`;
  };

  const onRemove = (key: string, place: number) => {
    remove(key);
    const left = drafts.length - 1;
    setAnnouncement(`Question ${place} removed. ${left === 1 ? '1 question' : `${left} questions`} left.`);
    focusNext.current = '[data-add]';
  };

  return (
    <Section ref={section} aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>Screening questions (optional)</Heading>
      <Intro>Asked when a student applies, in this order; at most {MAX_QUESTIONS}.</Intro>
      {drafts.length > 0 && (
        <List>
          {drafts.map((draft, index) => (
            <li key={draft.key}>
              <QuestionEditor
                draft={draft}
                place={index + 1}
                count={drafts.length}
                problems={shownProblems(draft, index + 1)}
                onChange={(change) => update(draft.key, change)}
                onMove={(direction) => onMove(draft.key, index + 1, direction)}
                onRemove={() => onRemove(draft.key, index + 1)}
              />
            </li>
          ))}
        </List>
      )}
      <AddRow>
        <Button data-add variant="outline" disabled={full} aria-describedby={full ? `${id}-full` : undefined} onClick={onAdd}>
          Add question
        </Button>
        {full && <FieldHint id={`${id}-full`}>A job takes at most {MAX_QUESTIONS} questions: remove one to add another.</FieldHint>}
      </AddRow>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Section>
  );
};
