export { theme, type Theme } from './theme';
export { PortalThemeProvider } from './PortalThemeProvider';
export { GlobalStyle } from './GlobalStyle';
