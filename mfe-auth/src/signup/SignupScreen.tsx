import { useState, type ChangeEvent } from 'react';
import { INPUT_LIMITS, useRegisterMutation } from '@portal/shared-state';
import { FieldError, Input, useLocation } from '@portal/shared-ui';
import { AuthForm, RoleField, TextLink, useAuthForm } from '../auth-form';
import { signedUp } from '../login/signedUpEmail';
import { keepRedirect } from '../return-to/returnTo';
import { IMAGE_REQUIRED, isImage } from './profileImage';

const LIMITS = INPUT_LIMITS.user;

/** /signup: creates the account, then sends the user to /login with the email filled in (signing up does not log in). */
export default function SignupScreen() {
  const { search } = useLocation();
  const [register, { isLoading: busy }] = useRegisterMutation();
  const { handleSubmit, submit, role } = useAuthForm();
  const [image, setImage] = useState<File | null>(null);
  const badImage = image !== null && !isImage(image);

  const onImageChange = (event: ChangeEvent<HTMLInputElement>) => setImage(event.target.files?.[0] ?? null);

  const onSubmit = handleSubmit((form) => {
    if (badImage) return;
    // Send the chosen image or none: with no image chosen the field's own entry is an empty part.
    form.delete('file');
    if (image) form.append('file', image);
    void submit(() => register({ form }).unwrap(), { pathname: '/login', search: keepRedirect(search) }, { state: signedUp(String(form.get('email'))) });
  });

  return (
    <AuthForm
      title="Sign Up"
      submitLabel="Signup"
      busy={busy}
      onSubmit={onSubmit}
      footer={
        <>
          Already have an account? <TextLink to={{ pathname: '/login', search: keepRedirect(search) }}>Login</TextLink>
        </>
      }
    >
      <Input label="Full Name" name="fullname" autoComplete="name" required maxLength={LIMITS.fullname} />
      <Input label="Email" name="email" type="email" autoComplete="email" required maxLength={LIMITS.email} />
      <Input label="Phone Number" name="phoneNumber" type="tel" autoComplete="tel" required />
      <Input
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={LIMITS.passwordMin}
        maxLength={LIMITS.passwordMax}
      />
      <RoleField {...role} />
      <Input
        label="Profile image (optional)"
        name="file"
        type="file"
        accept="image/*"
        onChange={onImageChange}
        aria-describedby={badImage ? 'signup-image-error' : undefined}
        aria-invalid={badImage || undefined}
      />
      {badImage && <FieldError id="signup-image-error">{IMAGE_REQUIRED}</FieldError>}
    </AuthForm>
  );
}
