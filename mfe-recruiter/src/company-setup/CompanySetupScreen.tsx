import { fetchCompany } from '@portal/shared-state';
import { useParams } from '@portal/shared-ui';
import { CompanyNotFound, Loaded, useLoad } from '../loading';
import { AdminPage } from '../page';
import { CompanySetupForm } from './CompanySetupForm';

/** /admin/companies/:id: edits one of the recruiter's companies. */
export default function CompanySetupScreen() {
  const { id = '' } = useParams();
  const load = useLoad(() => fetchCompany(id), id);

  return (
    <AdminPage title="Company Setup" back="/admin/companies" narrow>
      <Loaded
        load={load}
        what="the company"
        placeholderRows={5}
        notFound={<CompanyNotFound />}
      >
        {({ company }) => <CompanySetupForm key={company._id} company={company} />}
      </Loaded>
    </AdminPage>
  );
}
