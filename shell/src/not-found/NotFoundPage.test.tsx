import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderWithShell } from '../testing';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says the page does not exist and leads home', async () => {
    await renderWithShell(<NotFoundPage />, { route: '/nowhere' });
    expect(screen.getByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(currentLocation()).toBe('/');
  });
});
