import styled from 'styled-components';
import type { AnswerValue, ScreeningAnswer } from '@portal/shared-state';
import { Badge } from '@portal/shared-ui';

const Answers = styled.dl`
  margin: 0;
`;

// A question and its answer, grouped as HTML allows within a description list.
const Pair = styled.div`
  & + & {
    margin-top: ${({ theme }) => theme.space.md};
  }
`;

const Question = styled.dt`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.heading};
  overflow-wrap: anywhere;
`;

const Answer = styled.dd`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Unanswered = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const answerText = (value: AnswerValue): string => {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
};

/** The applicant's answers, each under its question as it read when they applied; an answer that screened them out says so in words. */
export const ApplicantAnswers = ({ answers }: { answers: ScreeningAnswer[] }) => (
  <Answers>
    {answers.map(({ questionId, question, value, knockedOut }) => (
      <Pair key={questionId}>
        <Question>{question}</Question>
        <Answer>
          {value === null ? <Unanswered>Not answered</Unanswered> : <span>{answerText(value)}</span>}
          {knockedOut && <Badge variant="red">Screened out: not the answer this job needs</Badge>}
        </Answer>
      </Pair>
    ))}
  </Answers>
);
