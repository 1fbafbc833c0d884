import { missingTitle } from '@portal/shared-state';
import { ButtonLink, EmptyState, usePageTitle } from '@portal/shared-ui';

/** A job's or a company's page whose job or company does not exist: says so, names the page so, and leads to every job. */
export const NotListed = ({ what }: { what: 'Job' | 'Company' }) => {
  usePageTitle(missingTitle(what));
  return (
    <EmptyState
      title={`${what} not found`}
      message={`This ${what.toLowerCase()} does not exist, or it is no longer listed.`}
      action={<ButtonLink to="/jobs">See all jobs</ButtonLink>}
    />
  );
};
