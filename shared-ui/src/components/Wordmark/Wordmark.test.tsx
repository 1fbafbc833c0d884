import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { theme } from '../../theme';
import { Wordmark } from './Wordmark';

describe('Wordmark', () => {
  it('is a link home named "JobPortal home" with "Portal" in the brand red', () => {
    renderWithProviders(<Wordmark />, { route: '/jobs' });
    const link = screen.getByRole('link', { name: 'JobPortal home' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveTextContent('JobPortal');
    expect(screen.getByText('Portal')).toHaveStyle({ color: theme.colors.accent });
    expect(link).toHaveStyle({ color: theme.colors.heading });
  });
});
