import { Button, EmptyState } from '@portal/shared-ui';

type RemoteUnavailableProps = { retrying: boolean; onRetry: () => void };

/** Stands in for a screen whose remote could not be loaded or crashed; the rest of the page works. */
export const RemoteUnavailable = ({ retrying, onRetry }: RemoteUnavailableProps) => (
  <div role="alert">
    <EmptyState
      title="This part of the site is unavailable right now"
      message="The rest of the site still works. Please try again in a moment."
      action={
        <Button busy={retrying} onClick={onRetry}>
          Retry
        </Button>
      }
    />
  </div>
);
