import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a heading and a message', () => {
    renderWithProviders(<EmptyState title="Job not found" message="Try another filter." />);
    expect(screen.getByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByText('Try another filter.')).toBeInTheDocument();
  });

  it('offers an optional action', async () => {
    const onClear = jest.fn();
    renderWithProviders(<EmptyState title="No Job Available" action={<Button onClick={onClear}>Clear search</Button>} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
