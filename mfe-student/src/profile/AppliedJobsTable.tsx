import styled from 'styled-components';
import type { StudentApplication } from '@portal/shared-state';
import { Caption, Skeleton, StatusBadge, TBody, Table, Td, Th, THead, Tr } from '@portal/shared-ui';

const StatusTh = styled(Th)`
  text-align: right;
`;

const StatusTd = styled(Td)`
  text-align: right;
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
  <Table>
    <Caption>A list of your applied jobs</Caption>
    <Head />
    <TBody>
      {applications.map(({ _id, createdAt, job, status }) => (
        <Tr key={_id}>
          <Td>{createdAt.slice(0, 10)}</Td>
          <Td>{job.title}</Td>
          <Td>{job.company.name}</Td>
          <StatusTd>
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
