import { useCompanyQuery } from '@portal/shared-state';
import { QueryState, useParams } from '@portal/shared-ui';
import { AdminPage, CompanyNotFound, LoadingRows } from '../page';
import { CompanySetupForm } from './CompanySetupForm';

/** /admin/companies/:id: edits one of the recruiter's companies. */
export default function CompanySetupScreen() {
  const { id = '' } = useParams();
  const query = useCompanyQuery(id);
  return (
    <AdminPage title="Company Setup" back="/admin/companies" narrow>
      <QueryState
        query={{ ...query, data: query.currentData }}
        loading={<LoadingRows what="the company" rows={5} />}
        failedTitle="Could not load the company"
        notFound={<CompanyNotFound />}
      >
        {({ company }) => <CompanySetupForm key={company._id} company={company} />}
      </QueryState>
    </AdminPage>
  );
}
