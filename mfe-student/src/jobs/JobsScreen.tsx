import { useRef } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@portal/shared-ui';
import { JobResults } from '../job-list/JobResults';
import { useJobSearch } from '../job-list/useJobSearch';
import { Page } from '../layout/Page';
import { FilterPanel } from './FilterPanel';
import { searchFor } from './filters';
import { useFilters } from './useFilters';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 280px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

// The list scrolls in its own box, about 88% of the viewport high (spec section 9); the
// padding keeps the cards' shadows and focus rings inside it.
const ResultsBox = styled.section`
  height: 88vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xs};
`;

/** /jobs: the filter panel beside the jobs the API finds for it, more loading on scroll. */
export default function JobsScreen() {
  const { filters, choose, clear } = useFilters();
  const search = useJobSearch(searchFor(filters));
  const scrollRoot = useRef<HTMLElement>(null);

  return (
    <Page>
      <VisuallyHidden as="h1">Jobs</VisuallyHidden>
      <Layout>
        <FilterPanel filters={filters} onChoose={choose} onClear={clear} />
        <ResultsBox ref={scrollRoot} aria-label="Job list">
          <JobResults search={search} emptyTitle="Job not found" scrollRoot={scrollRoot} />
        </ResultsBox>
      </Layout>
    </Page>
  );
}
