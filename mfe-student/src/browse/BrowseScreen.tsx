import styled from 'styled-components';
import { ButtonLink, useSearchParams } from '@portal/shared-ui';
import { CreateAlertButton } from '../alerts/CreateAlertButton';
import { JobResults } from '../job-list/JobResults';
import { PAGE_SIZE, useJobSearch } from '../job-list/useJobSearch';
import { Page, PageTitle } from '../layout/Page';
import { useSaveRememberedJobs } from '../saved/useSaveRememberedJobs';

// The title and 'Create alert' share a line; on a phone the button wraps under the title.
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  & > h1 {
    margin: 0 auto 0 0;
  }
`;

const Query = styled.p`
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`;

/** /browse?q=…: the jobs matching the query from the home page's search or chips, more loading on scroll; the query can become a job alert. */
export default function BrowseScreen() {
  useSaveRememberedJobs();
  const query = (useSearchParams()[0].get('q') ?? '').trim();
  const search = useJobSearch({ keyword: query ? [query] : [], limit: PAGE_SIZE });
  const ready = search.first.data !== undefined;

  return (
    <Page>
      {/* The count is of every match, not of the cards loaded so far. */}
      <Top>
        <PageTitle>Search Results{ready && ` (${search.total})`}</PageTitle>
        <CreateAlertButton search={{ keyword: query }} />
      </Top>
      {query && <Query>Jobs matching “{query}”</Query>}
      <JobResults
        search={search}
        emptyTitle={query ? `No jobs match “${query}”` : 'No Job Available'}
        emptyAction={query && <ButtonLink to="/jobs">See all jobs</ButtonLink>}
      />
    </Page>
  );
}
