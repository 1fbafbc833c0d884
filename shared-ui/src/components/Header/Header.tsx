import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../Button';
import { Wordmark } from '../Wordmark';
import { AccountMenu } from './AccountMenu';
import type { HeaderUser } from './headerUser';

export type HeaderProps = {
  user: HeaderUser | null;
  /** The remembered user's session is still being confirmed: show neither them nor Login/Signup yet. */
  checking?: boolean;
  onLogout: () => void;
  /** Shown left of the account menu to a logged-in user, e.g. a NotificationBell wired to their data. */
  notifications?: ReactNode;
};

const RECRUITER_LINKS = [
  { to: '/admin/companies', label: 'Companies' },
  { to: '/admin/jobs', label: 'Jobs' },
  { to: '/admin/analytics', label: 'Analytics' },
];

const VISITOR_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/jobs', label: 'Jobs' },
  { to: '/browse', label: 'Browse' },
];

const Root = styled.header`
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.sizes.container};
  min-height: ${({ theme }) => theme.sizes.header};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const Right = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const NavList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NavItem = styled(NavLink)`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.heading};
  text-decoration: none;

  &:hover,
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

const Auth = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const AccountArea = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

// Holds the account area's place (avatar, and bell when there is one) while the session is checked, so nothing moves when it is.
const AccountPlaceholder = styled.div<{ $withBell: boolean }>`
  width: ${({ $withBell }) => ($withBell ? '88px' : '40px')};
  height: 40px;
`;

export const Header = ({ user, checking = false, onLogout, notifications }: HeaderProps) => {
  const links = user?.role === 'recruiter' ? RECRUITER_LINKS : VISITOR_LINKS;
  return (
    <Root>
      <Inner>
        <Wordmark />
        <Right>
          <nav aria-label="Main">
            <NavList>
              {links.map(({ to, label }) => (
                <li key={to}>
                  {/* A section stays marked on its inner pages (/admin/jobs/create); Home only on itself. */}
                  <NavItem to={to} end={to === '/'}>
                    {label}
                  </NavItem>
                </li>
              ))}
            </NavList>
          </nav>
          {checking ? (
            <AccountPlaceholder aria-busy="true" $withBell={notifications !== undefined} />
          ) : user ? (
            <AccountArea>
              {notifications}
              <AccountMenu user={user} onLogout={onLogout} />
            </AccountArea>
          ) : (
            <Auth>
              <ButtonLink variant="outline" to="/login">
                Login
              </ButtonLink>
              <ButtonLink to="/signup">Signup</ButtonLink>
            </Auth>
          )}
        </Right>
      </Inner>
    </Root>
  );
};
