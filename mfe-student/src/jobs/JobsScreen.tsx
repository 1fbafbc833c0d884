import { useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import { Button, VisuallyHidden } from '@portal/shared-ui';
import { CreateAlertButton } from '../alerts/CreateAlertButton';
import { JobResults } from '../job-list/JobResults';
import { useJobSearch } from '../job-list/useJobSearch';
import { Page } from '../layout/Page';
import { useMediaQuery } from '../layout/useMediaQuery';
import { useSaveRememberedJobs } from '../saved/useSaveRememberedJobs';
import { FilterPanel } from './FilterPanel';
import { alertSearchFor, searchFor } from './filters';
import { useFilters } from './useFilters';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
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

// Beside the filters the list scrolls in its own box, about 88% of the viewport high (spec
// section 9); the padding keeps the cards' shadows and focus rings inside it. Under them, on a
// phone, the page is the one thing that scrolls.
const ResultsBox = styled.section`
  height: 88vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xs};

  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    height: auto;
    overflow-y: visible;
  }
`;

/** /jobs: the filter panel beside the jobs the API finds for it, more loading on scroll; the filters can become a job alert. */
export default function JobsScreen() {
  useSaveRememberedJobs();
  const { filters, choose, clear } = useFilters();
  const search = useJobSearch(searchFor(filters));
  const scrollRoot = useRef<HTMLElement>(null);
  const stacked = useMediaQuery(`(max-width: ${useTheme().breakpoints.md})`);
  const filtered = Object.values(filters).some(Boolean);

  return (
    <Page>
      <VisuallyHidden as="h1">Jobs</VisuallyHidden>
      <Toolbar>
        <CreateAlertButton search={alertSearchFor(filters)} />
      </Toolbar>
      <Layout>
        <FilterPanel filters={filters} onChoose={choose} onClear={clear} />
        <ResultsBox ref={scrollRoot} aria-label="Job list">
          <JobResults
            search={search}
            emptyTitle="Job not found"
            emptyAction={filtered && <Button onClick={clear}>Clear filters and see all jobs</Button>}
            scrollRoot={stacked ? undefined : scrollRoot}
          />
        </ResultsBox>
      </Layout>
    </Page>
  );
}
