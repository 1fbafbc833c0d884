import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { INPUT_LIMITS, type User } from '@portal/shared-state';
import { Button, CheckedInput, FieldError, TextArea, useUnsavedChanges } from '@portal/shared-ui';
import { EmailField } from './EmailField';
import { joinJobTypes, PreferencesFields } from './PreferencesFields';
import { readProfileDraft, type ProfileDraft } from './profileDraft';
import type { ProfileField, ProfileRefusal } from './profileRefusal';
import { RESUME_MAX_SIZE, resumeProblem } from './resumeFile';

const LIMITS = INPUT_LIMITS.user;

type ProfileFormProps = {
  user: User;
  saving: boolean;
  /** The resume upload's percentage while it runs. */
  progress: number | null;
  /** Why the last save was refused. */
  refusal: ProfileRefusal | null;
  /** The field the refusal is about was changed: its message no longer applies. */
  onRefusedFieldEdited: () => void;
  onSave: (form: FormData, resume: File | null) => void;
};

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const DraftNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
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

/** The profile's text fields as saved, by their wire names. */
const savedFields = (user: User): Required<ProfileDraft> => ({
  fullname: user.fullname,
  email: user.email,
  phoneNumber: user.phoneNumber,
  bio: user.profile.bio,
  skills: user.profile.skills.join(', '),
  preferredLocations: user.profile.preferences?.locations.join(', ') ?? '',
  preferredJobTypes: user.profile.preferences?.jobTypes.join(', ') ?? '',
  minSalary: String(user.profile.preferences?.minSalary ?? ''),
});

const differs = (values: ProfileDraft, saved: Required<ProfileDraft>) =>
  Object.entries(values).some(([field, value]) => value !== saved[field as keyof ProfileDraft]);

/**
 * Every field the dialog shows is sent: name, email (with the current password when it changes), number, bio, skills, the job
 * preferences and the resume.
 * A refused save leaves every field as typed, its message at the field it is about (focused) or above the form. Leaving the
 * page with edits unsaved (a draft kept from an ended session counts) asks first.
 */
export const ProfileForm = ({ user, saving, progress, refusal, onRefusedFieldEdited, onSave }: ProfileFormProps) => {
  const formRef = useRef<HTMLFormElement>(null);
  const bioErrorId = useId();
  const [draft] = useState(() => readProfileDraft(user._id));
  const [resume, setResume] = useState<File | null>(null);
  const [fieldsChanged, setFieldsChanged] = useState(() => draft !== null && differs(draft, savedFields(user)));
  const { leaveDialog } = useUnsavedChanges((fieldsChanged || resume !== null) && !saving);
  const resumeRefused = resume && resumeProblem(resume);
  const errorAt = (field: ProfileField) => (refusal?.field === field ? refusal.message : null);
  const bioError = errorAt('bio');

  useEffect(() => {
    const named = refusal?.field && formRef.current?.elements.namedItem(refusal.field);
    // The job types are a group of boxes: its first takes the focus.
    const field = named instanceof RadioNodeList ? named[0] : named;
    if (field instanceof HTMLElement) field.focus();
  }, [refusal]);

  const onResumeChange = (event: ChangeEvent<HTMLInputElement>) => setResume(event.target.files?.[0] ?? null);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const { target } = event;
    const edited = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement ? target.name : null;
    if (refusal?.field && edited === refusal.field) onRefusedFieldEdited();
    const form = new FormData(event.currentTarget);
    joinJobTypes(form);
    const typed = Object.fromEntries(Object.keys(savedFields(user)).map((field) => [field, String(form.get(field))]));
    setFieldsChanged(differs(typed, savedFields(user)));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (resumeRefused) return;
    const form = new FormData(event.currentTarget);
    joinJobTypes(form);
    // Send the chosen resume or none: with no file chosen the field's own entry is an empty part.
    form.delete('file');
    if (resume) form.append('file', resume);
    onSave(form, resume);
  };

  return (
    <Form ref={formRef} onSubmit={onSubmit} onChange={onChange}>
      {draft && <DraftNote>Your session ended before these edits were saved. Check them and update again.</DraftNote>}
      {refusal && refusal.field === null && <FieldError>{refusal.message}</FieldError>}
      <CheckedInput
        label="Name"
        name="fullname"
        defaultValue={draft?.fullname ?? user.fullname}
        autoComplete="name"
        required
        maxLength={LIMITS.fullname}
        error={errorAt('fullname')}
      />
      <EmailField current={user.email} initial={draft?.email ?? user.email} emailError={errorAt('email')} passwordError={errorAt('currentPassword')} />
      <CheckedInput
        label="Number"
        name="phoneNumber"
        type="tel"
        defaultValue={draft?.phoneNumber ?? user.phoneNumber}
        autoComplete="tel"
        required
        error={errorAt('phoneNumber')}
      />
      <div>
        <TextArea
          label="Bio"
          name="bio"
          defaultValue={draft?.bio ?? user.profile.bio}
          maxLength={LIMITS.bio}
          aria-invalid={bioError ? true : undefined}
          aria-describedby={bioError ? bioErrorId : undefined}
        />
        {bioError && <FieldError id={bioErrorId}>{bioError}</FieldError>}
      </div>
      <CheckedInput
        label="Skills"
        name="skills"
        defaultValue={draft?.skills ?? user.profile.skills.join(', ')}
        maxLength={LIMITS.skills}
        hint="Separate skills with commas, e.g. React, Node.js"
        error={errorAt('skills')}
      />
      <PreferencesFields initial={{ ...savedFields(user), ...draft }} errorAt={errorAt} />
      <CheckedInput
        label="Resume"
        name="file"
        type="file"
        accept="application/pdf"
        onChange={onResumeChange}
        hint={`PDF only, at most ${RESUME_MAX_SIZE}${user.profile.resumeOriginalName ? `; replaces ${user.profile.resumeOriginalName}` : ''}`}
        error={resumeRefused || errorAt('file')}
      />
      {progress !== null && (
        <Upload>
          Uploading resume: {progress}%
          <Progress max={100} value={progress} />
        </Upload>
      )}
      <Button type="submit" busy={saving}>
        Update
      </Button>
      {leaveDialog}
    </Form>
  );
};
