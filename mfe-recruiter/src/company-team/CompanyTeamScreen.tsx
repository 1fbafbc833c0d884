import { useCompanyQuery } from '@portal/shared-state';
import { QueryState, useParams } from '@portal/shared-ui';
import { CompanySections } from '../company-sections/CompanySections';
import { AdminPage, CompanyNotFound, LoadingRows } from '../page';
import { TeamPanel } from './TeamPanel';

/** /admin/companies/:id/team: the company's members and pending invitations; its owners invite, change roles and remove. */
export default function CompanyTeamScreen() {
  const { id = '' } = useParams();
  const query = useCompanyQuery(id);
  const company = query.currentData?.company;
  return (
    <AdminPage title="Company Team" back="/admin/companies" subtitle={company?.name}>
      <CompanySections companyId={id} current="Team" />
      <QueryState
        query={{ ...query, data: query.currentData }}
        loading={<LoadingRows what="the team" rows={4} />}
        failedTitle="Could not load the company"
        notFound={<CompanyNotFound />}
      >
        {({ company: found }) => <TeamPanel company={found} />}
      </QueryState>
    </AdminPage>
  );
}
