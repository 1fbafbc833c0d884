import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { PortalThemeProvider } from './PortalThemeProvider';
import { theme } from './theme';

const BrandText = styled.p`
  color: ${({ theme: t }) => t.colors.brand};
`;

const injectedCss = () =>
  Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent)
    .join('\n');

describe('PortalThemeProvider', () => {
  it('gives styled components the portal theme', () => {
    render(
      <PortalThemeProvider>
        <BrandText>Brand</BrandText>
      </PortalThemeProvider>,
    );
    expect(screen.getByText('Brand')).toHaveStyle({ color: theme.colors.brand });
  });
});

describe('GlobalStyle', () => {
  it('sets the body text colour and font from the theme', () => {
    render(
      <PortalThemeProvider>
        <GlobalStyle />
      </PortalThemeProvider>,
    );
    expect(document.body).toHaveStyle({ color: theme.colors.text, margin: '0px' });
  });

  it('turns animations and transitions off for people who prefer reduced motion', () => {
    render(
      <PortalThemeProvider>
        <GlobalStyle />
      </PortalThemeProvider>,
    );
    const css = injectedCss().replace(/\s+/g, ' ');
    expect(css).toMatch(/@media \(prefers-reduced-motion: ?reduce\) ?\{[^}]*animation-duration: ?0\.01ms ?!important/);
    expect(css).toMatch(/transition-duration: ?0\.01ms ?!important/);
  });
});
