import { teamMay, type AdminJob } from '@portal/shared-state';
import { TBody, Table, Td, Th, THead, Tr, useNavigate } from '@portal/shared-ui';
import { ActionMenu } from '../action-menu';
import { ActionTd, ActionTh, DateCell, matchesFilter, NoMatchRow, TableCaption } from '../table';
import { jobStatusLabel, useJobClosing } from '../job-status';
import { ApplicantCounts } from './ApplicantCounts';
import { WaitingApplicants } from './WaitingApplicants';

type AdminJobsTableProps = { jobs: AdminJob[]; filter: string };

export const AdminJobsTable = ({ jobs, filter }: AdminJobsTableProps) => {
  const navigate = useNavigate();
  const toggleClosed = useJobClosing();
  const shown = jobs.filter((job) => matchesFilter(filter, job.company.name, job.title));
  return (
    <Table label="Your jobs">
      <TableCaption>A list of your posted jobs</TableCaption>
      <THead>
        <Tr>
          <Th>Company Name</Th>
          <Th>Role</Th>
          <Th>Date</Th>
          <Th>Applicants</Th>
          <Th>Status</Th>
          <ActionTh>Action</ActionTh>
        </Tr>
      </THead>
      <TBody>
        {shown.length === 0 && <NoMatchRow columns={6} what="job" filter={filter} />}
        {shown.map((job) => {
          // A viewer of the job's company reads its applicants and changes nothing.
          const mayWrite = teamMay(job.role, 'jobs.write');
          return (
            <Tr key={job._id}>
              <Td label="Company Name">{job.company.name}</Td>
              <Td label="Role">{job.title}</Td>
              <DateCell iso={job.createdAt} />
              <Td label="Applicants">
                <ApplicantCounts job={job} />
                <WaitingApplicants job={job} />
              </Td>
              <Td label="Status">{jobStatusLabel(job)}</Td>
              <ActionTd label="Action">
                <ActionMenu
                  label={`Actions for ${job.title} at ${job.company.name}`}
                  items={[
                    ...(mayWrite ? [{ label: 'Edit', onSelect: () => navigate(`/admin/jobs/${job._id}/edit`) }] : []),
                    { label: 'Applicants', onSelect: () => navigate(`/admin/jobs/${job._id}/applicants`) },
                    ...(mayWrite ? [{ label: job.status === 'open' ? 'Close' : 'Reopen', onSelect: () => void toggleClosed(job) }] : []),
                  ]}
                />
              </ActionTd>
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
};
