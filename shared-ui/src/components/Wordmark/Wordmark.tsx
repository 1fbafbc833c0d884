import { Link } from 'react-router-dom';
import styled from 'styled-components';

// 24px bold is "large text" in WCAG terms, which lets the red half pass at 3:1.
const Home = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.heading};
  text-decoration: none;
`;

const Accent = styled.span`
  color: ${({ theme }) => theme.colors.accent};
`;

// An explicit name: the split text would otherwise read as "Job Portal" in some screen readers.
export const Wordmark = () => (
  <Home to="/" aria-label="JobPortal home">
    Job<Accent>Portal</Accent>
  </Home>
);
