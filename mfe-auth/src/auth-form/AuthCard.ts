import styled, { css } from 'styled-components';

/** Centres an auth card on the page, with room around it on a phone. */
export const AuthPage = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
`;

const cardStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: 560px;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** The bordered card of an auth page that is not a form (a notice with a link on). */
export const AuthCard = styled.div`
  ${cardStyles}
`;

/** The bordered card of an auth form. */
export const AuthFormCard = styled.form`
  ${cardStyles}
`;

export const AuthTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.heading};
`;

/** A sentence of explanation under the title. */
export const AuthText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;
