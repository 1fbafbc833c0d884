import { teamMay, useCompanyQuery } from '@portal/shared-state';
import { QueryState, useParams } from '@portal/shared-ui';
import { CompanySections } from '../company-sections/CompanySections';
import { AdminPage, CompanyNotFound, LoadingRows } from '../page';
import { CompanyDetails } from './CompanyDetails';
import { CompanySetupForm } from './CompanySetupForm';

/** /admin/companies/:id: edits one of the recruiter's companies (its owners do; the rest of its team reads it). */
export default function CompanySetupScreen() {
  const { id = '' } = useParams();
  const query = useCompanyQuery(id);
  return (
    <AdminPage title="Company Setup" back="/admin/companies" narrow>
      <CompanySections companyId={id} current="Details" />
      <QueryState
        query={{ ...query, data: query.currentData }}
        loading={<LoadingRows what="the company" rows={5} />}
        failedTitle="Could not load the company"
        notFound={<CompanyNotFound />}
      >
        {({ company }) =>
          teamMay(company.role, 'company.edit') ? <CompanySetupForm key={company._id} company={company} /> : <CompanyDetails company={company} />
        }
      </QueryState>
    </AdminPage>
  );
}
