import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { Select } from './Select';

const companies = [
  { value: 'acme', label: 'Acme' },
  { value: 'globex', label: 'Globex' },
];

describe('Select', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is named by its label and reports the chosen value', async () => {
    const onChange = jest.fn((event: { target: { value: string } }) => event.target.value);
    renderWithProviders(
      <Select label="Company" placeholder="Select a Company" options={companies} onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Company' });
    expect(select).toHaveValue('');
    await userEvent.setup().selectOptions(select, 'Globex');
    expect(select).toHaveValue('globex');
    expect(onChange).toHaveLastReturnedWith('globex');
  });

  it('throws a clear error when an option has an empty-string value', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithProviders(<Select label="Company" options={[...companies, { value: '', label: 'None' }]} />),
    ).toThrow('Select "Company": option "None" has an empty-string value');
  });

  it('drops empty-value options instead of crashing in production', () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      renderWithProviders(<Select label="Company" options={[...companies, { value: '', label: 'None' }]} />);
      expect(screen.queryByRole('option', { name: 'None' })).not.toBeInTheDocument();
      expect(screen.getByRole('option', { name: 'Acme' })).toBeInTheDocument();
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});
