import styled from 'styled-components';
import type { StudentApplication } from '@portal/shared-state';
import { Caption, Skeleton, StatusBadge, TBody, Table, Td, Th, THead, Tr } from '@portal/shared-ui';

const StatusTh = styled(Th)`
  text-align: right;
`;

const StatusTd = styled(Td)`
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
      <StatusTh>Status</StatusTh>
    </Tr>
  </THead>
);

/** The student's applications: date applied, role, company and status. */
export const AppliedJobsTable = ({ applications }: { applications: StudentApplication[] }) => (
  <Table label="Applied jobs">
    <Caption>A list of your applied jobs</Caption>
    <Head />
    <TBody>
      {applications.map(({ _id, createdAt, job, status }) => (
        <Tr key={_id}>
          <DateTd label="Date">{createdAt.slice(0, 10)}</DateTd>
          <Td label="Job Role">{job.title}</Td>
          <Td label="Company">{job.company.name}</Td>
          <StatusTd label="Status">
            <StatusBadge status={status} />
          </StatusTd>
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
          {Array.from({ length: 4 }, (_, cell) => (
            <Td key={cell}>
              <Skeleton height="1.25em" />
            </Td>
          ))}
        </Tr>
      ))}
    </TBody>
  </Table>
);
