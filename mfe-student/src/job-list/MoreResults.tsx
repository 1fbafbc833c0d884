import styled from 'styled-components';
import { toErrorMessage } from '@portal/shared-state';
import { Button } from '@portal/shared-ui';
import type { JobSearch } from './useJobSearch';
import { useOnVisible } from './useOnVisible';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.muted};
`;

const Sentinel = ({ onVisible }: { onVisible: () => void }) => <div ref={useOnVisible(onVisible)} />;

/** The end of a result list: loads the next page when it scrolls into view. */
export const MoreResults = ({ search }: { search: JobSearch }) => {
  const { more, hasMore, jobs, loadMore } = search;
  // After a failure the user retries: an observer would retry on its own, again and again.
  if (more.status === 'failed') {
    return (
      <Row role="alert">
        {toErrorMessage(more.error)}
        <Button variant="outline" onClick={loadMore}>
          Load more jobs
        </Button>
      </Row>
    );
  }
  return (
    <Row>
      {/* A new sentinel per page: if it is still in view after a short page, the next one loads too. */}
      {hasMore && <Sentinel key={jobs.length} onVisible={loadMore} />}
      <p role="status">{more.status === 'loading' ? 'Loading more jobs…' : ''}</p>
    </Row>
  );
};
