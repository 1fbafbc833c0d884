import type { User } from '@portal/shared-state';
import { Dialog } from '@portal/shared-ui';
import { dropProfileDraft } from './profileDraft';
import { ProfileForm } from './ProfileForm';
import { useProfileSave } from './useProfileSave';

type UpdateProfileDialogProps = { user: User; open: boolean; onClose: () => void };

/** 'Update Profile', 425px wide at most (the Dialog's default, spec section 9); it closes when a save succeeds, or when its user closes it. */
export const UpdateProfileDialog = ({ user, open, onClose }: UpdateProfileDialogProps) => {
  const { saving, progress, refusal, clearRefusal, save } = useProfileSave(user._id, onClose);
  // Closing dismisses the edits, and with them why they were refused and any draft kept of them.
  const close = () => {
    clearRefusal();
    dropProfileDraft(user._id);
    onClose();
  };
  // Not closed mid-save: the upload's progress and outcome belong to this dialog.
  return (
    <Dialog open={open} onClose={saving ? () => undefined : close} title="Update Profile">
      <ProfileForm
        user={user}
        saving={saving}
        progress={progress}
        refusal={refusal}
        onRefusedFieldEdited={clearRefusal}
        onSave={(form, resume) => void save(form, resume)}
      />
    </Dialog>
  );
};
