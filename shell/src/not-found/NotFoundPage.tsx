import { ButtonLink, EmptyState } from '@portal/shared-ui';
import { usePageView } from '../telemetry';

/** Any address no page answers (the server sends it as a 404, drawn whole, so it reads without JavaScript too). */
export const NotFoundPage = () => {
  // The router's catch-all: the shell's own page, whatever the address.
  usePageView('shell', '*');
  return (
    <EmptyState
      headingLevel={1}
      title="Page not found"
      message="There is no page at this address."
      action={<ButtonLink to="/">Go to the home page</ButtonLink>}
    />
  );
};
