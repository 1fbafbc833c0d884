import styled from 'styled-components';
import type { Applicant } from '@portal/shared-state';
import { formatTimeSpan } from '@portal/shared-ui';
import { CalendarLink } from './CalendarLink';

const State = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

/** Where the applicant's interview stands, in the reader's zone, named: proposed times, the chosen one with "Add to calendar", or cancelled. */
export const InterviewState = ({ application }: { application: Applicant }) => {
  const { interview, applicant } = application;
  if (!interview) return null;
  if (interview.status === 'cancelled') return <State>Interview cancelled</State>;
  if (interview.status === 'proposed') {
    const count = interview.slots.length;
    return <State>Interview proposed: {count === 1 ? '1 time' : `${count} times`}</State>;
  }
  const chosen = interview.slots.find(({ _id }) => _id === interview.chosenSlotId);
  return (
    <State>
      <span>Interview on {chosen ? formatTimeSpan(chosen.start, chosen.durationMinutes) : 'a time the student chose'}</span>
      <CalendarLink interviewId={interview._id} whose={applicant.fullname} />
    </State>
  );
};
