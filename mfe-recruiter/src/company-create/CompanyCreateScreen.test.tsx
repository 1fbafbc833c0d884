import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation } from '@portal/shell/testing';
import { setUpFakeApi } from '@portal/shared-state/testing';
import { findToast, isToasted } from '../testing/findToast';
import { aCompany } from '../testing/fixtures';
import { renderScreen } from '../testing/renderScreen';
import CompanyCreateScreen from './CompanyCreateScreen';

const api = setUpFakeApi();

const show = () => renderScreen('/admin/companies/create', <CompanyCreateScreen />, '/admin/companies/create');
const nameInput = () => screen.getByRole('textbox', { name: 'Company Name' });

async function submitName(name: string) {
  const user = userEvent.setup();
  if (name) await user.type(nameInput(), name);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return user;
}

describe('CompanyCreateScreen', () => {
  it("is the 'Your Company Name' form: a labelled name, Cancel and Continue", async () => {
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Company Name' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Your Company Name' })).toContainElement(nameInput());
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/companies');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('type', 'submit');
  });

  it("registers the company: 'Please wait' meanwhile, then the server's message and on to its setup", async () => {
    const created = aCompany({ _id: 'c7', name: 'Initech' });
    const answer = api.hold('POST /company/register', [201, { success: true, message: 'Company registered successfully.', company: created }]);
    await show();
    await submitName('Initech');

    expect(screen.getByRole('button', { name: 'Please wait' })).toBeDisabled();
    answer.release();

    expect(await findToast('Company registered successfully.')).toBeInTheDocument();
    expect(api.calls('POST /company/register')[0]!.json).toEqual({ companyName: 'Initech' });
    await waitFor(() => expect(currentLocation()).toBe('/admin/companies/c7'));
  });

  it("shows the server's message for a taken name once, by the field, and stays", async () => {
    api.on('POST /company/register', [409, { success: false, message: "You can't register same company." }]);
    await show();
    const user = await submitName('Acme');

    await waitFor(() => expect(nameInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(nameInput()).toHaveAccessibleDescription("You can't register same company.");
    expect(await isToasted("You can't register same company.")).toBe(false);
    await waitFor(() => expect(currentLocation()).toBe('/admin/companies/create'));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();

    // Typing again clears the old verdict.
    await user.type(nameInput(), ' Labs');
    expect(nameInput()).not.toHaveAttribute('aria-invalid');
  });

  it("sends an empty name too, and shows the server's message for it once, by the field", async () => {
    api.on('POST /company/register', [400, { success: false, message: 'Company name is required' }]);
    await show();
    await submitName('');

    await waitFor(() => expect(nameInput()).toHaveAccessibleDescription('Company name is required'));
    expect(await isToasted('Company name is required')).toBe(false);
    expect(api.calls('POST /company/register')[0]!.json).toEqual({ companyName: '' });
  });
});

describe('CompanyCreateScreen: leaving with a name typed', () => {
  const question = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });

  it('asks before Cancel drops a typed name: Stay keeps it, Leave goes', async () => {
    await show();
    const user = userEvent.setup();
    await user.type(nameInput(), 'Initech');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));

    expect(question()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(nameInput()).toHaveValue('Initech');
    expect(currentLocation()).toBe('/admin/companies/create');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/companies'));
  });

  it('leaves an empty form without asking', async () => {
    await show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/companies'));
    expect(question()).not.toBeInTheDocument();
  });

  it('goes on to the new company without asking once it is registered', async () => {
    api.on('POST /company/register', [201, { success: true, message: 'Company registered successfully.', company: aCompany({ _id: 'c7', name: 'Initech' }) }]);
    await show();
    await submitName('Initech');
    await waitFor(() => expect(currentLocation()).toBe('/admin/companies/c7'));
    expect(question()).not.toBeInTheDocument();
  });
});
