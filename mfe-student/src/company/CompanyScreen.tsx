import styled from 'styled-components';
import { companyPageTitle, useCompanyProfileQuery } from '@portal/shared-state';
import { Loading, QueryState, Skeleton, useParams, usePageTitle } from '@portal/shared-ui';
import { JobGridSkeleton } from '../job-list/JobGridSkeleton';
import { NotListed } from '../layout/NotListed';
import { Page } from '../layout/Page';
import { useSaveRememberedJobs } from '../saved/useSaveRememberedJobs';
import { CompanyDetails } from './CompanyDetails';

export { loadCompanyData as loadData } from './loadCompanyData';

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const CompanySkeleton = () => (
  <>
    <Loading label="Loading the company…">
      <Lines>
        <Skeleton width="64px" height="64px" radius="full" />
        <Skeleton width="40%" height="2rem" />
        <Skeleton width="80%" />
        <Skeleton width="30%" />
      </Lines>
    </Loading>
    <JobGridSkeleton count={3} cardHeight="300px" />
  </>
);

const CompanyContent = ({ id }: { id: string }) => {
  const query = useCompanyProfileQuery(id);
  usePageTitle(query.currentData && companyPageTitle(query.currentData.company));
  // currentData: the company seen before this one is never shown as this one.
  return (
    <QueryState query={{ ...query, data: query.currentData }} loading={<CompanySkeleton />} failedTitle="Couldn't load the company" notFound={<NotListed what="Company" />}>
      {({ company, jobs, responsiveness }) => <CompanyDetails company={company} jobs={jobs} responsiveness={responsiveness} />}
    </QueryState>
  );
};

/** /company/{id}: a company's public page and its open jobs. */
export default function CompanyScreen() {
  const { id = '' } = useParams();
  useSaveRememberedJobs();
  return (
    <Page>
      <CompanyContent id={id} />
    </Page>
  );
}
