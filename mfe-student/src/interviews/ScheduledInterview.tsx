import { useState } from 'react';
import styled from 'styled-components';
import { apiUrl, interviewCalendarPath, type Interview, type StudentApplication } from '@portal/shared-state';
import { Button, ButtonAnchor, formatTimeSpan } from '@portal/shared-ui';
import { CancelInterviewDialog } from './CancelInterviewDialog';
import { useInterviewAnswer } from './useInterviewAnswer';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};

  & dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.heading};
  }

  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const PlaceLink = styled.a`
  color: ${({ theme }) => theme.colors.blue};
`;

const isWebAddress = (text: string) => /^https?:\/\/\S+$/i.test(text);

/** The time chosen, in the student's zone, named; where; "Add to calendar" and "Cancel interview" (asked again). */
export const ScheduledInterview = ({ application, interview }: { application: StudentApplication; interview: Interview }) => {
  const { cancel, cancelling } = useInterviewAnswer(application);
  const [confirming, setConfirming] = useState(false);
  const chosen = interview.slots.find(({ _id }) => _id === interview.chosenSlotId);
  const { location } = interview;

  const confirm = async () => {
    await cancel();
    // Either way the question is answered: the toast says how, and the list shows what is true.
    setConfirming(false);
  };

  return (
    <>
      <Facts>
        <dt>When</dt>
        <dd>{chosen ? formatTimeSpan(chosen.start, chosen.durationMinutes) : 'The time you chose'}</dd>
        {location && (
          <>
            <dt>Where</dt>
            <dd>{isWebAddress(location) ? <PlaceLink href={location}>{location}</PlaceLink> : location}</dd>
          </>
        )}
      </Facts>
      <Actions>
        <ButtonAnchor variant="outline" href={apiUrl(interviewCalendarPath(interview._id))} download>
          Add to calendar
        </ButtonAnchor>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          Cancel interview
        </Button>
      </Actions>
      <CancelInterviewDialog
        what={application.job.title}
        open={confirming}
        cancelling={cancelling}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
