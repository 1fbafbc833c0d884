import { useCompaniesQuery } from '@portal/shared-state';
import { ButtonLink, EmptyState, QueryState } from '@portal/shared-ui';
import { AdminPage, ListToolbar, LoadingRows, useListFilter } from '../page';
import { CompaniesTable } from './CompaniesTable';

/** /admin/companies: the recruiter's companies, filtered by name, each with an Edit action. */
export default function CompaniesScreen() {
  const [filter, setFilter] = useListFilter();
  return (
    <AdminPage title="Companies">
      <ListToolbar filterLabel="Filter by name" filter={filter} onFilter={setFilter} newLabel="New Company" newTo="/admin/companies/create" />
      <QueryState query={useCompaniesQuery()} loading={<LoadingRows what="companies" />} failedTitle="Could not load companies">
        {({ companies }) =>
          companies.length === 0 ? (
            <EmptyState
              title="No companies yet"
              message="Register your first company, then post its jobs."
              action={<ButtonLink to="/admin/companies/create">Register your first company</ButtonLink>}
            />
          ) : (
            <CompaniesTable companies={companies} filter={filter} />
          )
        }
      </QueryState>
    </AdminPage>
  );
}
