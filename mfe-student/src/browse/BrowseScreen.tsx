import styled from 'styled-components';
import { ButtonLink, useSearchParams } from '@portal/shared-ui';
import { CreateAlertButton } from '../alerts/CreateAlertButton';
import { totalText } from '../job-list/jobCount';
import { JobResults } from '../job-list/JobResults';
import { ResultCount } from '../job-list/ResultCount';
import { ResultsToolbar } from '../job-list/ResultsToolbar';
import { SortControl } from '../job-list/SortControl';
import { useJobSearch } from '../job-list/useJobSearch';
import { useSort } from '../job-list/useSort';
import { Page, PageTitle } from '../layout/Page';
import { useSaveRememberedJobs } from '../saved/useSaveRememberedJobs';
import { browseQueryFrom, browseSearchFor } from './browseQuery';

export { loadBrowseData as loadData } from './loadBrowseData';

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

/** /browse?q=…: the jobs matching the query from the home page's search or chips, counted and in the chosen order (?sort=), more loading on scroll; the query can become a job alert. */
export default function BrowseScreen() {
  useSaveRememberedJobs();
  const query = browseQueryFrom(useSearchParams()[0]);
  const sort = useSort(query !== '');
  const search = useJobSearch(browseSearchFor(query, sort.chosen));
  const { count } = search;

  return (
    <Page>
      {/* The count is of every match, not of the cards loaded so far. */}
      <Top>
        <PageTitle>Search Results{count && ` (${totalText(count.total, count.totalIsEstimate)})`}</PageTitle>
        <CreateAlertButton search={{ keyword: query }} />
      </Top>
      <ResultsToolbar>
        <ResultCount count={count} suffix={query ? ` matching “${query}”` : ''} />
        <SortControl sort={sort} />
      </ResultsToolbar>
      <JobResults
        search={search}
        emptyTitle={query ? `No jobs match “${query}”` : 'No Job Available'}
        emptyAction={query && <ButtonLink to="/jobs">See all jobs</ButtonLink>}
      />
    </Page>
  );
}
