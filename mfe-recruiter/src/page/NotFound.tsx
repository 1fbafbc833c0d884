import { useEffect } from 'react';
import { notify, useNavigate } from '@portal/shared-ui';

type NotFoundProps = { listPath: string; message: string };

/**
 * What a screen does for an id that is not among the recruiter's, or does not exist (the API
 * answers 404 to both, so that another company's jobs stay unknown): it sends the recruiter to
 * their own list and says why in a toast, worded the same whichever it was. The message is
 * the toast's id: StrictMode's second effect shows the same toast, not another.
 */
const NotFound = ({ listPath, message }: NotFoundProps) => {
  const navigate = useNavigate();
  useEffect(() => {
    notify.error(message);
    navigate(listPath, { replace: true });
  }, [listPath, message, navigate]);
  return null;
};

export const CompanyNotFound = () => <NotFound listPath="/admin/companies" message="That company was not found among your companies." />;

export const JobNotFound = () => <NotFound listPath="/admin/jobs" message="That job was not found among your companies' jobs." />;
