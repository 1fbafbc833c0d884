import styled from 'styled-components';
import { Link } from '@portal/shared-ui';

/** The lists of the Saved Jobs and Job alerts tabs: one bordered row per item, its button at the end. */
export const ItemList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

// On a phone the button wraps under the text.
export const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const ItemText = styled.div`
  display: flex;
  flex: 1 1 240px;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const ItemTitle = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.heading};
`;

export const TitleLink = styled(Link)`
  color: inherit;
  text-underline-offset: 2px;
`;

export const ItemMeta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;
