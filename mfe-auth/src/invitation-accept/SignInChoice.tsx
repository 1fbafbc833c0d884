import styled from 'styled-components';
import { pagePaths } from '@portal/shared-state';
import { ButtonLink, useLocation } from '@portal/shared-ui';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A visitor logs in, or signs up, as a recruiter with the invited address, and comes back here to accept. */
export const SignInChoice = ({ email }: { email: string }) => {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  return (
    <>
      <p>
        To accept, log in or sign up as a recruiter with <strong>{email}</strong>. You will come back here.
      </p>
      <Actions>
        <ButtonLink to={pagePaths.login(here)}>Log in</ButtonLink>
        <ButtonLink variant="outline" to={`/signup?redirect=${encodeURIComponent(here)}`}>
          Sign up
        </ButtonLink>
      </Actions>
    </>
  );
};
