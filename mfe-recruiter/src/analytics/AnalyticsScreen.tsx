import styled from 'styled-components';
import { useCompaniesQuery, useCompanyAnalyticsQuery, type Company } from '@portal/shared-state';
import { ButtonLink, EmptyState, QueryState, Select } from '@portal/shared-ui';
import { AdminPage, LoadingRows } from '../page';
import { useAnalyticsAddress } from './useAnalyticsAddress';
import { AnalyticsReport } from './AnalyticsReport';
import { RangeForm } from './RangeForm';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};

  & > :first-child {
    flex: 1 1 200px;
    max-width: 360px;
  }
`;

/** One company's analytics over the range in the address. */
const CompanyAnalytics = ({ companies }: { companies: Company[] }) => {
  const { company, range, setCompany, setRange } = useAnalyticsAddress(companies);
  // Asked again each time the page opens: applicants moved between stages meanwhile change the figures.
  const query = useCompanyAnalyticsQuery({ companyId: company._id, ...range }, { refetchOnMountOrArgChange: true });
  return (
    <>
      <Controls>
        <Select
          label="Company"
          options={companies.map(({ _id, name }) => ({ value: _id, label: name }))}
          value={company._id}
          onChange={(event) => setCompany(event.target.value)}
        />
        <RangeForm key={`${range.from}/${range.to}`} range={range} onChange={setRange} />
      </Controls>
      {/* currentData: one company's or range's figures are never shown under another's. */}
      <QueryState query={{ ...query, data: query.currentData }} loading={<LoadingRows what="the analytics" />} failedTitle="Could not load the analytics">
        {({ analytics }) => <AnalyticsReport analytics={analytics} companyName={company.name} companyId={company._id} range={range} />}
      </QueryState>
    </>
  );
};

/** /admin/analytics: a company's applications per day, its funnel, median waits and a table per job, over a date range. */
export default function AnalyticsScreen() {
  return (
    <AdminPage title="Hiring analytics">
      <QueryState query={useCompaniesQuery()} loading={<LoadingRows what="your companies" />} failedTitle="Could not load your companies">
        {({ companies }) =>
          companies.length === 0 ? (
            <EmptyState
              title="No companies yet"
              message="Register a company and post its jobs: their applications will be counted here."
              action={<ButtonLink to="/admin/companies/create">Register your first company</ButtonLink>}
            />
          ) : (
            <CompanyAnalytics companies={companies} />
          )
        }
      </QueryState>
    </AdminPage>
  );
}
