import { useState } from 'react';
import styled from 'styled-components';
import type { User } from '@portal/shared-state';
import { Avatar, Badge, Button } from '@portal/shared-ui';
import { readProfileDraft } from './profileDraft';
import { UpdateProfileDialog } from './UpdateProfileDialog';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Who = styled.div`
  flex: 1;
  min-width: 200px;
`;

const Name = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.heading};
`;

const Bio = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.text};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;

const Term = styled.dt`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.heading};
`;

const Detail = styled.dd`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  overflow-wrap: anywhere;
`;

const ResumeLink = styled.a`
  color: ${({ theme }) => theme.colors.blue};
`;

const PencilIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
    <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </svg>
);

/** The student's photo, name, bio, contact details, skills and resume, and the edit dialog. */
export const ProfileCard = ({ user }: { user: User }) => {
  // Edits kept when the session ended mid-save are reopened, to be saved now.
  const [editing, setEditing] = useState(() => readProfileDraft(user._id) !== null);
  const { profile } = user;

  return (
    <Card aria-labelledby="profile-name">
      <Top>
        {/* The name beside it says whose photo it is. */}
        <Avatar name={user.fullname} src={profile.profilePhoto ?? undefined} alt="" size={96} />
        <Who>
          <Name id="profile-name">{user.fullname}</Name>
          <Bio>{profile.bio || 'No bio yet.'}</Bio>
        </Who>
        <Button variant="outline" onClick={() => setEditing(true)}>
          <PencilIcon />
          Edit profile
        </Button>
      </Top>
      <Facts>
        <div>
          <Term>Email</Term>
          <Detail>{user.email}</Detail>
        </div>
        <div>
          <Term>Phone</Term>
          <Detail>{user.phoneNumber}</Detail>
        </div>
        <div>
          <Term>Skills</Term>
          <Detail>{profile.skills.length > 0 ? profile.skills.map((skill) => <Badge key={skill}>{skill}</Badge>) : 'NA'}</Detail>
        </div>
        <div>
          <Term>Resume</Term>
          <Detail>
            {profile.resume ? (
              <ResumeLink href={profile.resume} target="_blank" rel="noopener noreferrer">
                {profile.resumeOriginalName ?? 'Resume'}
              </ResumeLink>
            ) : (
              'NA'
            )}
          </Detail>
        </div>
      </Facts>
      <UpdateProfileDialog user={user} open={editing} onClose={() => setEditing(false)} />
    </Card>
  );
};
