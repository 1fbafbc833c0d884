import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { Input } from './Input';

describe('Input', () => {
  it('is named by its visible label and accepts typing', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Input label="Email" type="email" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.setup().type(input, 'a@b.co');
    expect(input).toHaveValue('a@b.co');
    expect(onChange).toHaveBeenCalled();
  });

  it('gives each instance its own id so labels never point at the wrong field', () => {
    renderWithProviders(
      <>
        <Input label="Full Name" />
        <Input label="Phone Number" />
      </>,
    );
    const name = screen.getByRole('textbox', { name: 'Full Name' });
    const phone = screen.getByRole('textbox', { name: 'Phone Number' });
    expect(name.id).not.toBe(phone.id);
  });

  it('keeps an id passed by the caller', () => {
    renderWithProviders(<Input label="Password" type="password" id="password" />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('id', 'password');
  });
});
