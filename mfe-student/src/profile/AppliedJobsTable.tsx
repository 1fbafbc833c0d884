import styled from 'styled-components';
import type { StudentApplication } from '@portal/shared-state';
import { Caption, Skeleton, StatusBadge, TBody, Table, Td, Th, THead, Tr } from '@portal/shared-ui';
import { InterviewNote } from '../interviews';
import { HistoryButton } from './HistoryButton';

// Right-aligned after the row's text; a phone's card reads every line from the left.
const EndTh = styled(Th)`
  text-align: right;
`;

const EndTd = styled(Td)`
  text-align: right;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    text-align: left;
  }
`;

// 2025-04-01 never breaks at its dashes.
const DateTd = styled(Td)`
  white-space: nowrap;
`;

const Head = () => (
  <THead>
    <Tr>
      <Th>Date</Th>
      <Th>Job Role</Th>
      <Th>Company</Th>
      <EndTh>Status</EndTh>
      <EndTh>History</EndTh>
    </Tr>
  </THead>
);

/** The student's applications: date applied, role, company, status, and a button to each one's history. */
export const AppliedJobsTable = ({ applications }: { applications: StudentApplication[] }) => (
  <Table label="Applied jobs">
    <Caption>A list of your applied jobs</Caption>
    <Head />
    <TBody>
      {applications.map((application) => (
        <Tr key={application._id}>
          <DateTd label="Date">{application.createdAt.slice(0, 10)}</DateTd>
          <Td label="Job Role">{application.job.title}</Td>
          <Td label="Company">{application.job.company.name}</Td>
          <EndTd label="Status">
            <StatusBadge status={application.status} />
            <InterviewNote application={application} />
          </EndTd>
          <EndTd label="History">
            <HistoryButton application={application} />
          </EndTd>
        </Tr>
      ))}
    </TBody>
  </Table>
);

/** The table's shape while the applications load. */
export const AppliedJobsSkeleton = () => (
  <Table aria-busy="true">
    <Caption>Loading your applied jobs…</Caption>
    <Head />
    <TBody>
      {Array.from({ length: 3 }, (_, row) => (
        <Tr key={row}>
          {Array.from({ length: 5 }, (_, cell) => (
            <Td key={cell}>
              <Skeleton height="1.25em" />
            </Td>
          ))}
        </Tr>
      ))}
    </TBody>
  </Table>
);
