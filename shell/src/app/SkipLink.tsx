import styled from 'styled-components';

/** The page's main content, the skip link's target: focusable by script, not by Tab. */
export const MAIN_CONTENT_ID = 'main-content';

// Off-screen until a keyboard user tabs to it: the first stop on every page.
const Link = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndices.popover};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

/** "Skip to main content": past the header's links in one key press. */
export const SkipLink = () => <Link href={`#${MAIN_CONTENT_ID}`}>Skip to main content</Link>;
