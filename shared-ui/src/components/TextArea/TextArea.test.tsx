import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is named by its visible label and keeps the lines typed', async () => {
    renderWithProviders(<TextArea label="Message to the student" maxLength={2000} />);
    const field = screen.getByRole('textbox', { name: 'Message to the student' });
    await userEvent.setup().type(field, 'Tuesday 10:00{enter}Room 4');
    expect(field).toHaveValue('Tuesday 10:00\nRoom 4');
    expect(field).toHaveAttribute('maxLength', '2000');
  });
});
