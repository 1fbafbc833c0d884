import type { ReactNode } from 'react';
import { toErrorMessage } from '@portal/shared-state';
import { Button, EmptyState } from '@portal/shared-ui';
import { VisuallyHidden } from '../page';
import { isNotFound } from './isNotFound';
import { SkeletonRows } from './SkeletonRows';
import type { Load } from './useLoad';

type LoadedProps<T> = {
  load: Load<T>;
  /** What is loading, in words: 'companies' → "Loading companies…", "Could not load companies". */
  what: string;
  /** Shown instead of the error when the server answers 404 (missing, or not this recruiter's). */
  notFound?: ReactNode;
  /** How many placeholder bars stand in for the content. */
  placeholderRows?: number;
  children: (data: T) => ReactNode;
};

/** The loading, failed and not-found states of a screen's content, and the content once loaded. */
export function Loaded<T>({ load, what, notFound, placeholderRows, children }: LoadedProps<T>) {
  if (load.status === 'ready') return children(load.data);
  if (load.status === 'loading') {
    return (
      <div role="status" aria-busy="true">
        <VisuallyHidden>Loading {what}…</VisuallyHidden>
        <SkeletonRows rows={placeholderRows} />
      </div>
    );
  }
  if (notFound && isNotFound(load.error)) return notFound;
  return (
    <div role="alert">
      <EmptyState
        title={`Could not load ${what}`}
        message={toErrorMessage(load.error)}
        action={<Button onClick={load.retry}>Try again</Button>}
      />
    </div>
  );
}
