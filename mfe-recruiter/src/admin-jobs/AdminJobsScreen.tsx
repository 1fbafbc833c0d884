import { fetchAdminJobs, setSearchJobByText, useAppDispatch, useAppSelector } from '@portal/shared-state';
import { ButtonLink, EmptyState } from '@portal/shared-ui';
import { Loaded, useLoad } from '../loading';
import { AdminPage, ListToolbar } from '../page';
import { AdminJobsTable } from './AdminJobsTable';

/** /admin/jobs: the recruiter's jobs, filtered by company name or role, with Edit and Applicants. */
export default function AdminJobsScreen() {
  const dispatch = useAppDispatch();
  const load = useLoad(fetchAdminJobs, 'admin jobs');
  const filter = useAppSelector((state) => state.job.searchJobByText);
  const jobs = useAppSelector((state) => state.job.allAdminJobs);

  return (
    <AdminPage title="Jobs">
      <ListToolbar
        filterLabel="Filter by name, role"
        filter={filter}
        onFilter={(text) => dispatch(setSearchJobByText(text))}
        newLabel="New Jobs"
        newTo="/admin/jobs/create"
      />
      <Loaded load={load} what="your jobs">
        {() =>
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
      </Loaded>
    </AdminPage>
  );
}
