import styled from 'styled-components';

/** How to fill a field in, under it (the field names it with aria-describedby). */
export const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
