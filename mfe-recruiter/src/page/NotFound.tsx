import { ButtonLink, EmptyState } from '@portal/shared-ui';

type NotFoundProps = { thing: 'Company' | 'Job'; listPath: string; listLabel: string };

/** What a screen says for an id that is not the recruiter's, or does not exist (the API tells neither). */
const NotFound = ({ thing, listPath, listLabel }: NotFoundProps) => (
  <EmptyState
    title={`${thing} not found`}
    message={`There is no such ${thing.toLowerCase()} among yours.`}
    action={<ButtonLink to={listPath}>{listLabel}</ButtonLink>}
  />
);

export const CompanyNotFound = () => <NotFound thing="Company" listPath="/admin/companies" listLabel="See your companies" />;

export const JobNotFound = () => <NotFound thing="Job" listPath="/admin/jobs" listLabel="See your jobs" />;
