import { useState } from 'react';
import styled from 'styled-components';
import { RECRUITER_STAGES, type Applicant } from '@portal/shared-state';
import { Badge, StatusBadge, TBody, Table, Td, Th, THead, Tr } from '@portal/shared-ui';
import { ActionMenu } from '../action-menu';
import { InterviewState, useInterviewMenu } from '../interviews';
import { linkStyles } from '../page';
import { stageLabel } from '../stages';
import { ActionTd, ActionTh, DateCell, TableCaption } from '../table';
import { useTeamMay } from '../team-role';
import { ApplicantDetailsDialog } from './ApplicantDetailsDialog';
import { ResumeLink } from './ResumeLink';
import { isScreenedOut } from './screening';
import { StageChangeDialog, type StageChoice } from './StageChangeDialog';
import { useStatusChange } from './useStatusChange';

const NameButton = styled.button`
  ${linkStyles}
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  text-align: left;
  text-decoration: underline;
  cursor: pointer;
`;

const Statuses = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Unmovable = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

type ApplicantsTableProps = { applications: Applicant[] };

/**
 * A job's applicants; a name opens their answers, timeline and notes, the Action menu moves an
 * applicant to another stage, a screened-out one too: the knockout is a first sort, not the last word.
 */
export const ApplicantsTable = ({ applications }: ApplicantsTableProps) => {
  const { saving, change } = useStatusChange();
  const [choice, setChoice] = useState<StageChoice | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  // A viewer reads the applicants and moves none: no Action column.
  const mayMove = useTeamMay('applicants.move');
  const mayInterview = useTeamMay('interviews.manage');
  const interviews = useInterviewMenu();

  const confirm = async (chosen: StageChoice, message: string) => {
    if (await change(chosen.applicant, chosen.stage, message)) setChoice(null);
  };

  return (
    <>
      <Table label="Applicants">
        <TableCaption>A list of the users who applied</TableCaption>
        <THead>
          <Tr>
            <Th>FullName</Th>
            <Th>Email</Th>
            <Th>Contact</Th>
            <Th>Resume</Th>
            <Th>Date</Th>
            <Th>Status</Th>
            {(mayMove || mayInterview) && <ActionTh>Action</ActionTh>}
          </Tr>
        </THead>
        <TBody>
          {applications.map((application) => {
            const { _id, applicant, status, createdAt, answers } = application;
            const opens = answers.length > 0 ? 'answers, timeline and notes' : 'timeline and notes';
            return (
              <Tr key={_id}>
                <Td label="FullName">
                  {/* The name as seen, then what the button opens: label in name (WCAG 2.5.3). */}
                  <NameButton type="button" aria-haspopup="dialog" aria-label={`${applicant.fullname}: ${opens}`} onClick={() => setOpenId(_id)}>
                    {applicant.fullname}
                  </NameButton>
                </Td>
                <Td label="Email">{applicant.email}</Td>
                <Td label="Contact">{applicant.phoneNumber}</Td>
                <Td label="Resume">
                  <ResumeLink profile={applicant.profile} />
                </Td>
                <DateCell iso={createdAt} />
                <Td label="Status">
                  <Statuses>
                    <StatusBadge status={status} />
                    {isScreenedOut(application) && <Badge variant="red">Screened out</Badge>}
                  </Statuses>
                  <InterviewState application={application} />
                </Td>
                {(mayMove || mayInterview) && (
                  <ActionTd label="Action">
                    {status === 'withdrawn' ? (
                      <Unmovable>Withdrawn by the student</Unmovable>
                    ) : (
                      <ActionMenu
                        label={`Change the status of ${applicant.fullname}`}
                        disabled={saving.has(_id)}
                        items={[
                          ...(mayMove ? RECRUITER_STAGES.filter((stage) => stage !== status) : []).map((stage) => ({
                            label: stageLabel(stage),
                            onSelect: () => setChoice({ applicant: application, stage }),
                          })),
                          ...interviews.itemsFor(application),
                        ]}
                      />
                    )}
                  </ActionTd>
                )}
              </Tr>
            );
          })}
        </TBody>
      </Table>
      <StageChangeDialog choice={choice} busy={choice !== null && saving.has(choice.applicant._id)} onConfirm={confirm} onClose={() => setChoice(null)} />
      <ApplicantDetailsDialog application={applications.find(({ _id }) => _id === openId)} onClose={() => setOpenId(null)} />
      {interviews.dialogs}
    </>
  );
};
