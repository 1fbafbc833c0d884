import type { ReactNode } from 'react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';

/**
 * What a screen knows of data it asked the server for: the shape of an RTK Query hook's
 * result. A failed call's error carries the HTTP `status` and the `message` to show, as the
 * portal's API client gives them.
 */
export type QueryLike<T> = {
  /** The answer to the current request; undefined until it has arrived. */
  data?: T;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};

export type QueryStateProps<T> = {
  query: QueryLike<T>;
  /** What stands in for the content while it loads, e.g. skeletons inside <Loading>. */
  loading: ReactNode;
  /** The heading of the failure panel, e.g. "Couldn't load the jobs". */
  failedTitle: string;
  /** Shown instead of the failure panel when the server answered 404 (missing, or not the caller's). */
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
};

const fieldOf = (error: unknown, field: 'status' | 'message'): unknown =>
  typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[field] : undefined;

const messageOf = (error: unknown): string => {
  const message = fieldOf(error, 'message');
  return typeof message === 'string' && message !== '' ? message : 'The data could not be loaded.';
};

/**
 * The one way every remote shows data it loads: the placeholder while it loads, the content
 * once it is there, and on failure what failed, the server's message and a way to try again.
 */
export function QueryState<T>({ query, loading, failedTitle, notFound, children }: QueryStateProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (!query.isError) return loading;
  if (notFound && fieldOf(query.error, 'status') === 404) return notFound;
  return (
    <div role="alert">
      <EmptyState title={failedTitle} message={messageOf(query.error)} action={<Button onClick={() => void query.refetch()}>Try again</Button>} />
    </div>
  );
}
