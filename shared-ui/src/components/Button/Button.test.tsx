import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { theme } from '../../theme';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = jest.fn();
    renderWithProviders(<Button onClick={onClick}>Apply Now</Button>);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while busy shows "Please wait", is disabled and ignores clicks', async () => {
    const onClick = jest.fn();
    renderWithProviders(
      <Button busy onClick={onClick}>
        Login
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Please wait' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Login')).not.toBeInTheDocument();
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit a surrounding form unless asked to', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <Button>Cancel</Button>
        <Button type="submit">Continue</Button>
      </form>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('paints the primary variant in the brand colour with white text', () => {
    renderWithProviders(<Button>Signup</Button>);
    expect(screen.getByRole('button', { name: 'Signup' })).toHaveStyle({
      backgroundColor: theme.colors.brand,
      color: theme.colors.onBrand,
    });
  });
});

describe('ButtonLink', () => {
  it('is a link to its target', () => {
    renderWithProviders(<ButtonLink to="/login">Login</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});
