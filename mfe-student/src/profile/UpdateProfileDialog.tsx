import type { User } from '@portal/shared-state';
import { Dialog } from '@portal/shared-ui';
import { ProfileForm } from './ProfileForm';
import { useProfileSave } from './useProfileSave';

type UpdateProfileDialogProps = { user: User; open: boolean; onClose: () => void };

/** 'Update Profile', 425px wide at most (the Dialog's default, spec section 9). */
export const UpdateProfileDialog = ({ user, open, onClose }: UpdateProfileDialogProps) => {
  const { saving, progress, save } = useProfileSave(onClose);
  // Not closed mid-save: the upload's progress and outcome belong to this dialog.
  return (
    <Dialog open={open} onClose={saving ? () => undefined : onClose} title="Update Profile">
      <ProfileForm user={user} saving={saving} progress={progress} onSave={(form, resume) => void save(form, resume)} />
    </Dialog>
  );
};
