import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { INPUT_LIMITS, type User } from '@portal/shared-state';
import { Button, Input } from '@portal/shared-ui';
import { EmailField } from './EmailField';
import { isPdf, PDF_REQUIRED } from './resumeFile';

const LIMITS = INPUT_LIMITS.user;

type ProfileFormProps = {
  user: User;
  saving: boolean;
  /** The resume upload's percentage while it runs. */
  progress: number | null;
  onSave: (form: FormData, resume: File | null) => void;
};

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.accentText};
`;

const Upload = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Progress = styled.progress`
  width: 100%;
  accent-color: ${({ theme }) => theme.colors.brand};
`;

/** Every field the dialog shows is sent: name, email (with the current password when it changes), number, bio, skills and the resume. */
export const ProfileForm = ({ user, saving, progress, onSave }: ProfileFormProps) => {
  const [resume, setResume] = useState<File | null>(null);
  const badResume = resume !== null && !isPdf(resume);

  const onResumeChange = (event: ChangeEvent<HTMLInputElement>) => setResume(event.target.files?.[0] ?? null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (badResume) return;
    const form = new FormData(event.currentTarget);
    // Send the chosen resume or none: with no file chosen the field's own entry is an empty part.
    form.delete('file');
    if (resume) form.append('file', resume);
    onSave(form, resume);
  };

  return (
    <Form onSubmit={onSubmit}>
      <Input label="Name" name="fullname" defaultValue={user.fullname} autoComplete="name" required maxLength={LIMITS.fullname} />
      <EmailField current={user.email} />
      <Input label="Number" name="phoneNumber" type="tel" defaultValue={user.phoneNumber} autoComplete="tel" required />
      <Input label="Bio" name="bio" defaultValue={user.profile.bio} maxLength={LIMITS.bio} />
      <Input label="Skills" name="skills" defaultValue={user.profile.skills.join(', ')} maxLength={LIMITS.skills} aria-describedby="profile-skills-hint" />
      <Hint id="profile-skills-hint">Separate skills with commas, e.g. React, Node.js</Hint>
      <Input
        label="Resume"
        name="file"
        type="file"
        accept="application/pdf"
        onChange={onResumeChange}
        aria-describedby="profile-resume-hint"
        aria-invalid={badResume || undefined}
      />
      {badResume ? (
        <ErrorText id="profile-resume-hint" role="alert">
          {PDF_REQUIRED}
        </ErrorText>
      ) : (
        <Hint id="profile-resume-hint">
          PDF only{user.profile.resumeOriginalName && `; replaces ${user.profile.resumeOriginalName}`}
        </Hint>
      )}
      {progress !== null && (
        <Upload>
          Uploading resume: {progress}%
          <Progress max={100} value={progress} />
        </Upload>
      )}
      <Button type="submit" busy={saving}>
        Update
      </Button>
    </Form>
  );
};
