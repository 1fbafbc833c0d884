import { fetchCompanies, setSearchCompanyByText, useAppDispatch, useAppSelector } from '@portal/shared-state';
import { ButtonLink, EmptyState } from '@portal/shared-ui';
import { Loaded, useLoad } from '../loading';
import { AdminPage, ListToolbar } from '../page';
import { CompaniesTable } from './CompaniesTable';

/** /admin/companies: the recruiter's companies, filtered by name, each with an Edit action. */
export default function CompaniesScreen() {
  const dispatch = useAppDispatch();
  const load = useLoad(fetchCompanies, 'companies');
  const filter = useAppSelector((state) => state.company.searchCompanyByText);
  // Read from the store, not the load's answer: a company saved meanwhile is upserted there.
  const companies = useAppSelector((state) => state.company.companies);

  return (
    <AdminPage title="Companies">
      <ListToolbar
        filterLabel="Filter by name"
        filter={filter}
        onFilter={(text) => dispatch(setSearchCompanyByText(text))}
        newLabel="New Company"
        newTo="/admin/companies/create"
      />
      <Loaded load={load} what="companies">
        {() =>
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
      </Loaded>
    </AdminPage>
  );
}
