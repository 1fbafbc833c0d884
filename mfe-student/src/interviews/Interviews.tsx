import styled from 'styled-components';
import type { StudentApplication } from '@portal/shared-state';
import { cardSurface } from '@portal/shared-ui';
import { ChooseTime } from './ChooseTime';
import { ScheduledInterview } from './ScheduledInterview';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.heading};
`;

const Card = styled.article`
  ${cardSurface}
  padding: ${({ theme }) => theme.space.md};

  & + & {
    margin-top: ${({ theme }) => theme.space.md};
  }
`;

const Title = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.heading};
`;

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** The applications whose interview is proposed or scheduled, each with what the student may do about it; nothing when there are none. */
export const Interviews = ({ applications }: { applications: StudentApplication[] }) => {
  const live = applications.filter(({ interview }) => interview !== null && interview.status !== 'cancelled');
  if (live.length === 0) return null;
  return (
    <Section aria-labelledby="interviews-heading">
      <Heading id="interviews-heading">Interviews</Heading>
      {live.map((application) => {
        const interview = application.interview!;
        const titleId = `interview-${interview._id}`;
        return (
          <Card key={application._id} aria-labelledby={titleId}>
            <Title id={titleId}>
              {application.job.title} at {application.job.company.name}
            </Title>
            {interview.status === 'proposed' ? (
              <>
                {interview.message && <Message>{interview.message}</Message>}
                <ChooseTime application={application} interview={interview} />
              </>
            ) : (
              <ScheduledInterview application={application} interview={interview} />
            )}
          </Card>
        );
      })}
    </Section>
  );
};
