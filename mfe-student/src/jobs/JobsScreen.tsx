import styled from 'styled-components';
import { Button, VisuallyHidden } from '@portal/shared-ui';
import { CreateAlertButton } from '../alerts/CreateAlertButton';
import { JobResults } from '../job-list/JobResults';
import { ResultCount } from '../job-list/ResultCount';
import { SortControl } from '../job-list/SortControl';
import { useJobSearch } from '../job-list/useJobSearch';
import { useSort } from '../job-list/useSort';
import { ResultsToolbar } from '../job-list/ResultsToolbar';
import { Page } from '../layout/Page';
import { useSaveRememberedJobs } from '../saved/useSaveRememberedJobs';
import { FilterPanel } from './FilterPanel';
import { alertSearchFor, chosenCount, hasKeyword, searchFor } from './filters';
import { useFilters } from './useFilters';

export { loadJobsData as loadData } from './loadJobsData';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 280px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * /jobs: the filter panel (facets with counts) beside the jobs the API finds for it, counted and
 * in the chosen order, more loading on scroll; the filters can become a job alert.
 */
export default function JobsScreen() {
  useSaveRememberedJobs();
  const { filters, toggle, chooseIndustry, clear } = useFilters();
  const sort = useSort(hasKeyword(filters));
  const search = useJobSearch(searchFor(filters, sort.chosen));

  return (
    <Page>
      <VisuallyHidden as="h1">Jobs</VisuallyHidden>
      <ResultsToolbar>
        <ResultCount count={search.count} />
        <Controls>
          <SortControl sort={sort} />
          <CreateAlertButton search={alertSearchFor(filters, search.facets?.company)} />
        </Controls>
      </ResultsToolbar>
      <Layout>
        <FilterPanel
          filters={filters}
          facets={search.facets}
          updating={search.facetsStale}
          onToggle={toggle}
          onChooseIndustry={chooseIndustry}
          onClear={clear}
        />
        {/* Not a scrolling box: the page scrolls, on a desk as on a phone, and ends with the footer. */}
        <section aria-label="Job list">
          <JobResults
            search={search}
            emptyTitle="Job not found"
            emptyAction={chosenCount(filters) > 0 && <Button onClick={clear}>Clear filters and see all jobs</Button>}
          />
        </section>
      </Layout>
    </Page>
  );
}
