import { ButtonLink, EmptyState } from '@portal/shared-ui';

/** Any address no page answers (the server sends it as a 404, drawn whole, so it reads without JavaScript too). */
export const NotFoundPage = () => (
  <EmptyState
    headingLevel={1}
    title="Page not found"
    message="There is no page at this address."
    action={<ButtonLink to="/">Go to the home page</ButtonLink>}
  />
);
