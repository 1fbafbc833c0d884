import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { theme } from '../../theme';
import { StatusBadge } from './StatusBadge';

const { status } = theme.colors;

describe('StatusBadge', () => {
  it.each([
    ['pending', 'PENDING', status.pending],
    ['rejected', 'REJECTED', status.rejected],
    ['Rejected', 'REJECTED', status.rejected],
    ['accepted', 'ACCEPTED', status.accepted],
    ['shortlisted', 'SHORTLISTED', status.accepted],
    ['interview', 'INTERVIEW', status.accepted],
    ['withdrawn', 'WITHDRAWN', status.withdrawn],
  ])('"%s" reads %s on its status colour', (value, label, colour) => {
    renderWithProviders(<StatusBadge status={value} />);
    expect(screen.getByText(label)).toHaveStyle({
      backgroundColor: colour,
      color: status.onStatus,
    });
  });

  it('shows pending gray, rejected red, withdrawn neutral and the stages that move forward green as four different colours', () => {
    expect(new Set([status.pending, status.rejected, status.accepted, status.withdrawn]).size).toBe(4);
  });
});
