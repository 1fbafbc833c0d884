import styled from 'styled-components';

/** A dialog's buttons: at its end, the main action last; they wrap on a narrow phone. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;
