import styled from 'styled-components';
import { companyPageTitle, missingTitle, useCompanyProfileQuery } from '@portal/shared-state';
import { ButtonLink, EmptyState, Loading, QueryState, Skeleton, useParams, usePageTitle } from '@portal/shared-ui';
import { JobGridSkeleton } from '../job-list/JobGridSkeleton';
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

const CompanyNotFound = () => {
  usePageTitle(missingTitle('Company'));
  return (
    <EmptyState
      title="Company not found"
      message="This company does not exist, or it is no longer listed."
      action={<ButtonLink to="/jobs">See all jobs</ButtonLink>}
    />
  );
};

const CompanyContent = ({ id }: { id: string }) => {
  const query = useCompanyProfileQuery(id);
  usePageTitle(query.currentData && companyPageTitle(query.currentData.company));
  // currentData: the company seen before this one is never shown as this one.
  return (
    <QueryState query={{ ...query, data: query.currentData }} loading={<CompanySkeleton />} failedTitle="Couldn't load the company" notFound={<CompanyNotFound />}>
      {({ company, jobs }) => <CompanyDetails company={company} jobs={jobs} />}
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
