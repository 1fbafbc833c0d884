import styled from 'styled-components';
import { ButtonLink, useSearchParams } from '@portal/shared-ui';
import { JobResults } from '../job-list/JobResults';
import { PAGE_SIZE, useJobSearch } from '../job-list/useJobSearch';
import { Page, PageTitle } from '../layout/Page';

const Query = styled.p`
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`;

/** /browse?q=…: the jobs matching the query from the home page's search or chips, more loading on scroll. */
export default function BrowseScreen() {
  const query = (useSearchParams()[0].get('q') ?? '').trim();
  const search = useJobSearch({ keyword: query ? [query] : [], limit: PAGE_SIZE });
  const ready = search.first.data !== undefined;

  return (
    <Page>
      {/* The count is of every match, not of the cards loaded so far. */}
      <PageTitle>Search Results{ready && ` (${search.total})`}</PageTitle>
      {query && <Query>Jobs matching “{query}”</Query>}
      <JobResults
        search={search}
        emptyTitle={query ? `No jobs match “${query}”` : 'No Job Available'}
        emptyAction={query && <ButtonLink to="/jobs">See all jobs</ButtonLink>}
      />
    </Page>
  );
}
