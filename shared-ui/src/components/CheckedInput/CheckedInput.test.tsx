import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { CheckedInput } from './CheckedInput';

describe('CheckedInput', () => {
  it('is described by its hint while the value is fine', () => {
    renderWithProviders(<CheckedInput label="Password" hint="At least 8 characters" />);
    const input = screen.getByLabelText('Password');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('At least 8 characters');
  });

  it('is marked invalid and announces why the value was refused, keeping its hint', () => {
    renderWithProviders(<CheckedInput label="Password" hint="At least 8 characters" error="Password is too short." />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 8 characters Password is too short.');
    expect(screen.getByRole('alert')).toHaveTextContent('Password is too short.');
  });
});
