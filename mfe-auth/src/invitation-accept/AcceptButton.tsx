import { useState } from 'react';
import { toErrorMessage, useAcceptInvitationMutation } from '@portal/shared-state';
import { Button, FieldError, notify, useNavigate } from '@portal/shared-ui';
import { Actions } from './SignInChoice';

/** The invited recruiter accepts with one press, and lands on the company's team; a refusal is said here. */
export const AcceptButton = ({ token, companyName }: { token: string; companyName: string }) => {
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const acceptInvitation = async () => {
    setError(null);
    try {
      const { message, company } = await accept(token).unwrap();
      notify.success(message);
      navigate(`/admin/companies/${encodeURIComponent(company._id)}/team`, { replace: true });
    } catch (refusal) {
      setError(toErrorMessage(refusal));
    }
  };

  return (
    <>
      {error && <FieldError>{error}</FieldError>}
      <Actions>
        <Button busy={isLoading} onClick={() => void acceptInvitation()}>
          Join {companyName}
        </Button>
      </Actions>
    </>
  );
};
