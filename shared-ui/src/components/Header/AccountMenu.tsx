import styled from 'styled-components';
import { Avatar } from '../Avatar';
import { Button, ButtonLink } from '../Button';
import { Popover } from '../Popover';
import type { HeaderUser } from './headerUser';

type AccountMenuProps = { user: HeaderUser; onLogout: () => void };

const Identity = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
`;

const Name = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.heading};
`;

const Bio = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  margin-top: ${({ theme }) => theme.space.sm};
`;

export const AccountMenu = ({ user, onLogout }: AccountMenuProps) => {
  const { fullname, role, profile } = user;
  // The photo sits next to the name, so it adds nothing for a screen reader: alt="".
  return (
    <Popover
      label="Account"
      triggerLabel={`Open account menu for ${fullname}`}
      trigger={<Avatar name={fullname} src={profile.profilePhoto} alt="" />}
    >
      {(close) => (
        <>
          <Identity>
            <Avatar name={fullname} src={profile.profilePhoto} alt="" />
            <div>
              <Name>{fullname}</Name>
              {profile.bio && <Bio>{profile.bio}</Bio>}
            </div>
          </Identity>
          <Actions>
            {role !== 'recruiter' && (
              <ButtonLink variant="ghost" to="/profile" onClick={close}>
                View Profile
              </ButtonLink>
            )}
            <ButtonLink variant="ghost" to="/settings" onClick={close}>
              Settings
            </ButtonLink>
            <Button
              variant="ghost"
              onClick={() => {
                close();
                onLogout();
              }}
            >
              Logout
            </Button>
          </Actions>
        </>
      )}
    </Popover>
  );
};
