import styled from 'styled-components';
import type { AnalyticsJobRow } from '@portal/shared-state';
import { Link, Table, TBody, Td, Th, THead, Tr } from '@portal/shared-ui';
import { linkStyles } from '../page';
import { TableCaption } from '../table';
import { formatDays } from './formatDays';

const JobLink = styled(Link)`
  ${linkStyles}
`;

/** Each job with applications in the range: how many, how many were accepted, how soon they were answered. */
export const JobsTable = ({ jobs }: { jobs: AnalyticsJobRow[] }) => (
  <Table label="Applications per job">
    <TableCaption>Applications per job sent in the range, most first</TableCaption>
    <THead>
      <Tr>
        <Th>Job</Th>
        <Th>Applications</Th>
        <Th>Accepted</Th>
        <Th>Median first response</Th>
      </Tr>
    </THead>
    <TBody>
      {jobs.map((job) => (
        <Tr key={job.jobId}>
          <Td label="Job">
            <JobLink to={`/admin/jobs/${job.jobId}/applicants`}>{job.title}</JobLink>
          </Td>
          <Td label="Applications">{job.applications}</Td>
          <Td label="Accepted">{job.accepted}</Td>
          <Td label="Median first response">{formatDays(job.medianDaysToFirstResponse)}</Td>
        </Tr>
      ))}
    </TBody>
  </Table>
);
