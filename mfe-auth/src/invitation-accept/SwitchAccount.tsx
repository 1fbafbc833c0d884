import { toErrorMessage, useLogoutMutation, type User } from '@portal/shared-state';
import { Button, notify } from '@portal/shared-ui';
import { Actions } from './SignInChoice';

type SwitchAccountProps = { invitedEmail: string; user: User };

/**
 * Logged in as someone else (a student, or another recruiter): says whom the invitation is
 * for, and logs out; the page then offers a visitor's choice, to log in or sign up with it.
 */
export const SwitchAccount = ({ invitedEmail, user }: SwitchAccountProps) => {
  const [logout, { isLoading }] = useLogoutMutation();
  const account = user.role === 'student' ? 'a student account' : 'another recruiter account';

  const switchAccount = async () => {
    try {
      const { message } = await logout().unwrap();
      notify.success(message);
    } catch (error) {
      // Forgotten here anyway: the toast says the server could not be told.
      notify.error(toErrorMessage(error));
    }
  };

  return (
    <>
      <p>
        This invitation is for <strong>{invitedEmail}</strong>, and you are logged in as <strong>{user.email}</strong>, {account}. Only a recruiter
        account with the invited address can accept it.
      </p>
      <Actions>
        <Button busy={isLoading} onClick={() => void switchAccount()}>
          Log out and switch account
        </Button>
      </Actions>
    </>
  );
};
