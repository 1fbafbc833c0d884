import styled from 'styled-components';
import { teamMay, useAdminJobsQuery, useCompaniesQuery } from '@portal/shared-state';
import { ButtonLink, EmptyState, QueryState, Select } from '@portal/shared-ui';
import { AdminPage, ListToolbar, LoadingRows, useListFilter } from '../page';
import { AdminJobsTable } from './AdminJobsTable';
import { STATUS_FILTER_OPTIONS, useStatusFilter, type StatusFilter } from './useStatusFilter';

// As wide as the filter box above it, and the whole width of a phone.
const StatusSelect = styled(Select)`
  max-width: 360px;
`;

/** /admin/jobs: the recruiter's jobs, filtered by company name or role, with Edit and Applicants. */
export default function AdminJobsScreen() {
  const [filter, setFilter] = useListFilter();
  const [status, setStatus] = useStatusFilter();
  // Viewers in every one of their companies post nothing; until the companies are known, the server decides.
  const companies = useCompaniesQuery().data?.companies;
  // With no company yet, New Jobs leads to the form that says to register one first.
  const mayPost = companies === undefined || companies.length === 0 || companies.some(({ role }) => teamMay(role, 'jobs.write'));
  return (
    <AdminPage title="Jobs">
      <ListToolbar filterLabel="Filter by name, role" filter={filter} onFilter={setFilter} newLabel="New Jobs" newTo={mayPost ? '/admin/jobs/create' : undefined} />
      <StatusSelect label="Show" options={STATUS_FILTER_OPTIONS} value={status} onChange={(event) => setStatus(event.target.value as StatusFilter)} />
      <QueryState query={useAdminJobsQuery()} loading={<LoadingRows what="your jobs" />} failedTitle="Could not load your jobs">
        {({ jobs }) =>
          jobs.length === 0 ? (
            <EmptyState
              title="No jobs posted yet"
              message="Post a job and its applicants will appear here."
              action={mayPost && <ButtonLink to="/admin/jobs/create">Post your first job</ButtonLink>}
            />
          ) : (
            <AdminJobsTable jobs={status === 'all' ? jobs : jobs.filter((job) => job.status === status)} filter={filter} />
          )
        }
      </QueryState>
    </AdminPage>
  );
}
