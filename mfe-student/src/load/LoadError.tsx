import { Button, EmptyState } from '@portal/shared-ui';
import { toErrorMessage } from '@portal/shared-state';

type LoadErrorProps = {
  /** What could not be loaded, e.g. "Couldn't load the jobs". */
  title: string;
  error: unknown;
  onRetry: () => void;
};

/** A failed load: what failed, the server's message and a way to try again. */
export const LoadError = ({ title, error, onRetry }: LoadErrorProps) => (
  <div role="alert">
    <EmptyState title={title} message={toErrorMessage(error)} action={<Button onClick={onRetry}>Try again</Button>} />
  </div>
);
