import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { RadioGroup } from './RadioGroup';

const roles = [
  { value: 'student', label: 'Student' },
  { value: 'recruiter', label: 'Recruiter' },
];

describe('RadioGroup', () => {
  it('is a labelled group with one labelled radio per option', () => {
    renderWithProviders(<RadioGroup label="Role" options={roles} />);
    const group = screen.getByRole('radiogroup', { name: 'Role' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Student' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Recruiter' })).not.toBeChecked();
  });

  it('allows only one choice and reports it', async () => {
    const onChange = jest.fn();
    renderWithProviders(<RadioGroup label="Role" options={roles} onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Student' }));
    await user.click(screen.getByRole('radio', { name: 'Recruiter' }));
    expect(screen.getByRole('radio', { name: 'Student' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Recruiter' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('recruiter');
  });

  it('follows a controlled value', async () => {
    const Controlled = () => {
      const [role, setRole] = useState('recruiter');
      return <RadioGroup label="Role" options={roles} value={role} onChange={setRole} />;
    };
    renderWithProviders(<Controlled />);
    expect(screen.getByRole('radio', { name: 'Recruiter' })).toBeChecked();
    await userEvent.setup().click(screen.getByLabelText('Student'));
    expect(screen.getByRole('radio', { name: 'Student' })).toBeChecked();
  });

  it('keeps separate groups independent', async () => {
    renderWithProviders(
      <>
        <RadioGroup label="Location" options={[{ value: 'pune', label: 'Pune' }]} />
        <RadioGroup label="Industry" options={[{ value: 'frontend', label: 'Frontend Developer' }]} />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Pune' }));
    await user.click(screen.getByRole('radio', { name: 'Frontend Developer' }));
    expect(screen.getByRole('radio', { name: 'Pune' })).toBeChecked();
  });
});
