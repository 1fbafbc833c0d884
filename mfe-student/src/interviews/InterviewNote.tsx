import styled from 'styled-components';
import type { StudentApplication } from '@portal/shared-state';
import { formatTimeSpan } from '@portal/shared-ui';

const Note = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

/** Where the application's interview stands, under its status: to choose, when (in the student's zone, named), or cancelled. */
export const InterviewNote = ({ application: { interview } }: { application: StudentApplication }) => {
  if (!interview) return null;
  if (interview.status === 'cancelled') return <Note>Interview cancelled</Note>;
  if (interview.status === 'proposed') return <Note>Interview: choose a time</Note>;
  const chosen = interview.slots.find(({ _id }) => _id === interview.chosenSlotId);
  return <Note>Interview on {chosen ? formatTimeSpan(chosen.start, chosen.durationMinutes) : 'the time you chose'}</Note>;
};
