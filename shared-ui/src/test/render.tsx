import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PortalThemeProvider } from '../theme';

export const renderWithProviders = (ui: ReactElement, { route = '/' } = {}) =>
  render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[route]}>
        <PortalThemeProvider>{children}</PortalThemeProvider>
      </MemoryRouter>
    ),
  });
