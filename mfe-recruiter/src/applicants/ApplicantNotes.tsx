import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { INPUT_LIMITS, toErrorMessage, useAddApplicationNoteMutation, type Applicant } from '@portal/shared-state';
import { Button, formatDateTime, notify, TextArea } from '@portal/shared-ui';
import { useTeamMay } from '../team-role';

const Notes = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

const Note = styled.li`
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Written = styled.time`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Empty = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`;

const AddButton = styled(Button)`
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** The hiring team's private notes on one application (the student never sees them), and a form to add one. */
export const ApplicantNotes = ({ application }: { application: Applicant }) => {
  const [addNote, { isLoading }] = useAddApplicationNoteMutation();
  const [text, setText] = useState('');
  const mayWrite = useTeamMay('notes.write');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    // Toasts about this application's notes replace each other: a failed try's error goes once one succeeds.
    const about = `application-note:${application._id}`;
    try {
      await addNote({ jobId: application.job, applicationId: application._id, text }).unwrap();
      setText('');
      notify.success('Note added.', { about });
    } catch (error) {
      // The text stays in the field, so nothing typed is lost.
      notify.error(toErrorMessage(error), { about });
    }
  };

  return (
    <>
      {application.notes.length === 0 ? (
        <Empty>No notes yet.</Empty>
      ) : (
        <Notes aria-label="Notes">
          {application.notes.map((note) => (
            <Note key={note._id}>
              {note.text}
              <Written dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</Written>
            </Note>
          ))}
        </Notes>
      )}
      {mayWrite && (
        <form onSubmit={submit}>
          <TextArea label="Add a note" rows={3} required maxLength={INPUT_LIMITS.application.note} value={text} onChange={(event) => setText(event.target.value)} />
          <AddButton type="submit" busy={isLoading}>
            Add note
          </AddButton>
        </form>
      )}
    </>
  );
};
