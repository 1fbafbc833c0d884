import { useState, type FormEvent } from 'react';
import { INPUT_LIMITS } from '@portal/shared-state';
import { Button, CheckedInput, Dialog, DialogActions, FieldError } from '@portal/shared-ui';
import { SectionForm, SectionText } from './SettingsSection';
import { useDeleteAccount, type DeleteRefusal } from './useDeleteAccount';

type DeleteAccountDialogProps = { open: boolean; onClose: () => void };

/** Asks for the password before deleting; nothing closes it while the deletion runs. */
export const DeleteAccountDialog = ({ open, onClose }: DeleteAccountDialogProps) => {
  const { deleting, remove } = useDeleteAccount();
  return (
    <Dialog open={open} onClose={deleting ? () => undefined : onClose} title="Delete your account?">
      {/* Rendered only while open: a password typed once is gone when it opens again. */}
      <DeleteAccountForm deleting={deleting} remove={remove} onCancel={onClose} />
    </Dialog>
  );
};

type DeleteAccountFormProps = {
  deleting: boolean;
  remove: (password: string) => Promise<DeleteRefusal | null>;
  onCancel: () => void;
};

const DeleteAccountForm = ({ deleting, remove, onCancel }: DeleteAccountFormProps) => {
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<DeleteRefusal | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    setRefusal(await remove(password));
  };

  return (
    <SectionForm onSubmit={(event) => void onSubmit(event)}>
      <SectionText>Enter your password to confirm. This cannot be undone.</SectionText>
      <CheckedInput
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={INPUT_LIMITS.user.passwordMax}
        error={refusal?.password}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setRefusal(null);
        }}
      />
      {refusal?.other && <FieldError>{refusal.other}</FieldError>}
      {/* 'Keep my account' first: it is where a stray Enter or tap does no harm. */}
      <DialogActions>
        <Button variant="outline" disabled={deleting} onClick={onCancel}>
          Keep my account
        </Button>
        <Button type="submit" busy={deleting}>
          Delete my account
        </Button>
      </DialogActions>
    </SectionForm>
  );
};
