import styled from 'styled-components';
import type { Applicant } from '@portal/shared-state';
import { Dialog, Timeline } from '@portal/shared-ui';
import { ApplicantAnswers } from './ApplicantAnswers';
import { ApplicantNotes } from './ApplicantNotes';

const Section = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.lg};
  }
`;

const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.heading};
`;

const Private = styled.span`
  font-weight: normal;
  color: ${({ theme }) => theme.colors.muted};
`;

type ApplicantDetailsDialogProps = { application: Applicant | undefined; onClose: () => void };

/** One applicant's answers to the job's screening questions, their timeline as the student sees it too, and the team's private notes. */
export const ApplicantDetailsDialog = ({ application, onClose }: ApplicantDetailsDialogProps) => (
  <Dialog open={application !== undefined} onClose={onClose} title={application?.applicant.fullname ?? ''} maxWidth="560px">
    {application && (
      <>
        {application.answers.length > 0 && (
          <Section aria-labelledby="applicant-answers">
            <Heading id="applicant-answers">Answers</Heading>
            <ApplicantAnswers answers={application.answers} />
          </Section>
        )}
        <Section aria-labelledby="applicant-timeline">
          <Heading id="applicant-timeline">Timeline</Heading>
          <Timeline steps={application.history} label={`Timeline of ${application.applicant.fullname}'s application`} />
        </Section>
        <Section aria-labelledby="applicant-notes">
          <Heading id="applicant-notes">
            Notes <Private>(only your team sees these)</Private>
          </Heading>
          <ApplicantNotes application={application} />
        </Section>
      </>
    )}
  </Dialog>
);
