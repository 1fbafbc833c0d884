import { createGlobalStyle } from 'styled-components';
import { focusRing } from '../styles/control';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.5;
    /* A word wider than its box (a pasted link, a title of 120 letters without a space) breaks
       where it must instead of widening the box and the page. 'anywhere', not 'break-word': it
       also lets grid and flex items and table columns shrink below such a word, where they
       would otherwise stretch to hold it. A word is broken only where its box is narrower. */
    overflow-wrap: anywhere;
  }

  :focus-visible {
    ${focusRing}
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
