import { toErrorMessage, useDeleteAccountMutation } from '@portal/shared-state';
import { notify, useNavigate } from '@portal/shared-ui';
import { serverFieldError } from '../auth-form';

/** Why the account was not deleted: a wrong password (shown by its field) or anything else. */
export type DeleteRefusal = { password?: string; other?: string };

/**
 * Deletes the account with the user's password. Once deleted the browser forgets the user;
 * the server's message is toasted and they go home. `remove` resolves to why not, or null.
 */
export function useDeleteAccount() {
  const navigate = useNavigate();
  const [deleteAccount, { isLoading: deleting }] = useDeleteAccountMutation();

  const remove = async (password: string): Promise<DeleteRefusal | null> => {
    try {
      const { message } = await deleteAccount({ password }).unwrap();
      notify.success(message);
      // Replace: Back should not return to the settings of an account that is gone.
      navigate('/', { replace: true });
      return null;
    } catch (error) {
      const refused = serverFieldError(error, 'Password');
      return refused ? { password: refused } : { other: toErrorMessage(error) };
    }
  };

  return { deleting, remove };
}
