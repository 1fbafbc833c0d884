import styled from 'styled-components';
import { JobResults } from '../job-list/JobResults';
import { PAGE_SIZE, useJobSearch } from '../job-list/useJobSearch';
import { Page, PageTitle } from '../layout/Page';
import { useVisitQuery } from './useVisitQuery';

const Query = styled.p`
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`;

/** /browse: the jobs matching the query set on the home page, more loading on scroll. */
export default function BrowseScreen() {
  const query = useVisitQuery();
  const search = useJobSearch({ keyword: query ? [query] : [], limit: PAGE_SIZE });
  const ready = search.first.status === 'ready';

  return (
    <Page>
      {/* The count is of every match, not of the cards loaded so far. */}
      <PageTitle>Search Results{ready && ` (${search.total})`}</PageTitle>
      {query && <Query>Jobs matching “{query}”</Query>}
      <JobResults search={search} emptyTitle={query ? `No jobs match “${query}”` : 'No Job Available'} />
    </Page>
  );
}
