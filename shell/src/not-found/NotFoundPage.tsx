import { ButtonLink, EmptyState } from '@portal/shared-ui';

export const NotFoundPage = () => (
  <EmptyState
    title="Page not found"
    message="There is no page at this address."
    action={<ButtonLink to="/">Go to the home page</ButtonLink>}
  />
);
