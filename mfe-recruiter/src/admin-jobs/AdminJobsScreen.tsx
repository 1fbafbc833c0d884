import { useAdminJobsQuery } from '@portal/shared-state';
import { ButtonLink, EmptyState, QueryState } from '@portal/shared-ui';
import { AdminPage, ListToolbar, LoadingRows, useListFilter } from '../page';
import { AdminJobsTable } from './AdminJobsTable';

/** /admin/jobs: the recruiter's jobs, filtered by company name or role, with Edit and Applicants. */
export default function AdminJobsScreen() {
  const [filter, setFilter] = useListFilter();
  return (
    <AdminPage title="Jobs">
      <ListToolbar filterLabel="Filter by name, role" filter={filter} onFilter={setFilter} newLabel="New Jobs" newTo="/admin/jobs/create" />
      <QueryState query={useAdminJobsQuery()} loading={<LoadingRows what="your jobs" />} failedTitle="Could not load your jobs">
        {({ jobs }) =>
          jobs.length === 0 ? (
            <EmptyState
              title="No jobs posted yet"
              message="Post a job and its applicants will appear here."
              action={<ButtonLink to="/admin/jobs/create">Post your first job</ButtonLink>}
            />
          ) : (
            <AdminJobsTable jobs={jobs} filter={filter} />
          )
        }
      </QueryState>
    </AdminPage>
  );
}
