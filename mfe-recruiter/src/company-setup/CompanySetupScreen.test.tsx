import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation } from '@portal/shell/testing';
import { setUpFakeApi } from '@portal/shared-state/testing';
import { findToast, isToasted } from '../testing/findToast';
import { aCompany } from '../testing/fixtures';
import { failThenRetry, openWhileLoading } from '../testing/loadStates';
import CompaniesScreen from '../companies/CompaniesScreen';
import { renderScreen, renderScreens } from '../testing/renderScreen';
import CompanySetupScreen from './CompanySetupScreen';
import { LOGO_MUST_BE_IMAGE } from './LogoField';

const api = setUpFakeApi();

const ACME = aCompany({ logo: 'https://files.example/acme.png' });
const UPDATED = { success: true, message: 'Company information updated.', company: { ...ACME, name: 'Acme Labs' } };

const show = (id = 'c1') => renderScreen('/admin/companies/:id', <CompanySetupScreen />, `/admin/companies/${id}`);
const LOAD = { api, route: 'GET /company/get/c1', what: 'the company', open: () => show() };
const field = (name: string) => screen.getByRole('textbox', { name });
const logoInput = () => screen.getByLabelText('Logo');
const png = () => new File(['png-bytes'], 'logo.png', { type: 'image/png' });

/** The text fields and file parts of the last multipart update. */
function sentParts() {
  const { body, contentType } = api.calls('PUT /company/update/c1').at(-1)!;
  expect(contentType).toMatch(/^multipart\/form-data/);
  const fields = Object.fromEntries([...body.matchAll(/name="(\w+)"\r\n\r\n([^\r]*)/g)].map(([, key, value]) => [key, value]));
  const files = [...body.matchAll(/name="file"; filename="([^"]*)"/g)].map(([, filename]) => filename);
  return { fields, files };
}

async function showAcme() {
  api.on('GET /company/get/c1', [200, { success: true, company: ACME }]);
  const rendered = await show();
  await screen.findByRole('form', { name: 'Company Setup' });
  // applyAccept off: like a user who switches the file picker to "All files".
  return { ...rendered, user: userEvent.setup({ applyAccept: false }) };
}

describe('CompanySetupScreen', () => {
  it('shows a loading state, then the form prefilled from the server with the current logo', async () => {
    const release = await openWhileLoading(LOAD, [200, { success: true, company: ACME }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Company Setup' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/companies');

    release();
    expect(await screen.findByRole('form', { name: 'Company Setup' })).toBeInTheDocument();
    expect(field('Company Name')).toHaveValue('Acme');
    expect(field('Description')).toHaveValue('Builds delivery robots');
    expect(field('Website')).toHaveValue('https://acme-robots.example');
    expect(field('Location')).toHaveValue('Pune');
    expect(logoInput()).toHaveAttribute('accept', 'image/*');
    expect(screen.getByRole('img', { name: 'Current logo of Acme' })).toHaveAttribute('src', 'https://files.example/acme.png');
  });

  it("updates with the new logo: 'Please wait' meanwhile, then the server's message and back to the list", async () => {
    const { user } = await showAcme();
    const answer = api.hold('PUT /company/update/c1', [200, UPDATED]);
    await user.clear(field('Company Name'));
    await user.type(field('Company Name'), 'Acme Labs');
    await user.upload(logoInput(), png());
    expect(await screen.findByRole('img', { name: 'New logo of Acme' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('button', { name: 'Please wait' })).toBeDisabled();
    answer.release();

    expect(await findToast('Company information updated.')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/admin/companies'));
    expect(sentParts()).toEqual({
      fields: { name: 'Acme Labs', description: 'Builds delivery robots', website: 'https://acme-robots.example', location: 'Pune' },
      files: ['logo.png'],
    });
  });

  it('takes the description in paragraphs: Enter starts a new line, and the lines are sent as typed', async () => {
    const { user } = await showAcme();
    api.on('PUT /company/update/c1', [200, UPDATED]);
    await user.type(field('Description'), '{Enter}{Enter}We are hiring.');
    expect(field('Description')).toHaveValue('Builds delivery robots\n\nWe are hiring.');
    expect(screen.queryByText('Company information updated.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await findToast('Company information updated.');
    // Multipart sends line breaks as CRLF; the server stores the text as the company page shows it.
    expect(api.calls('PUT /company/update/c1').at(-1)!.body).toContain('name="description"\r\n\r\nBuilds delivery robots\r\n\r\nWe are hiring.\r\n');
  });

  it('sends no file part when no logo was chosen', async () => {
    const { user } = await showAcme();
    api.on('PUT /company/update/c1', [200, UPDATED]);
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await findToast('Company information updated.');
    expect(sentParts().files).toEqual([]);
  });

  it('refuses a logo that is not an image, and sends once it is replaced by one', async () => {
    const { user } = await showAcme();
    api.on('PUT /company/update/c1', [200, UPDATED]);
    await user.upload(logoInput(), new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' }));

    expect(logoInput()).toHaveAttribute('aria-invalid', 'true');
    expect(logoInput()).toHaveAccessibleDescription(LOGO_MUST_BE_IMAGE);
    // The current logo is still what a save would keep.
    expect(screen.getByRole('img', { name: 'Current logo of Acme' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(api.calls('PUT /company/update/c1')).toHaveLength(0);

    await user.upload(logoInput(), png());
    expect(logoInput()).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(api.calls('PUT /company/update/c1')).toHaveLength(1));
  });

  it("shows the server's message once, in the form, when the update is refused, and stays", async () => {
    const { user } = await showAcme();
    api.on('PUT /company/update/c1', [409, { success: false, message: "You can't register same company." }]);
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText("You can't register same company.", { selector: 'p' })).toBeInTheDocument();
    expect(await isToasted("You can't register same company.")).toBe(false);
    await waitFor(() => expect(currentLocation()).toBe('/admin/companies/c1'));
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it("sends the recruiter to their companies, saying why, for a company that is not theirs or does not exist (the server's 404 for both)", async () => {
    api.on('GET /company/get/c9', [404, { success: false, message: 'Company not found.' }]);
    await show('c9');
    expect(await findToast('That company was not found among your companies.')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/admin/companies'));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows why loading failed, and tries again on request', async () => {
    await failThenRetry(LOAD, [200, { success: true, company: ACME }]);
    expect(await screen.findByRole('form', { name: 'Company Setup' })).toBeInTheDocument();
  });
});

describe('CompanySetupScreen: back on the list', () => {
  it('the companies list shows the company as updated, not as it was before', async () => {
    let saved = ACME;
    api.on('GET /company/get', () => [200, { success: true, companies: [saved] }]);
    api.on('GET /company/get/c1', () => [200, { success: true, company: saved }]);
    api.on('PUT /company/update/c1', () => {
      saved = UPDATED.company;
      return [200, UPDATED];
    });
    await renderScreens({ '/admin/companies': <CompaniesScreen />, '/admin/companies/:id': <CompanySetupScreen /> }, '/admin/companies');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Actions for Acme' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    await user.clear(await screen.findByRole('textbox', { name: 'Company Name' }));
    await user.type(field('Company Name'), 'Acme Labs');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByRole('cell', { name: 'Acme Labs' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/admin/companies');
    expect(screen.queryByRole('cell', { name: 'Acme' })).not.toBeInTheDocument();
  });
});

describe('CompanySetupScreen: leaving with unsaved changes', () => {
  const question = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });
  const back = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('link', { name: 'Back' }));

  it('asks before leaving a changed field: Stay keeps it, Leave goes', async () => {
    const { user } = await showAcme();
    await user.type(field('Description'), ' for warehouses');
    await back(user);

    expect(question()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(field('Description')).toHaveValue('Builds delivery robots for warehouses');
    expect(currentLocation()).toBe('/admin/companies/c1');

    await back(user);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/companies'));
  });

  it('asks before leaving a chosen logo unsaved', async () => {
    const { user } = await showAcme();
    await user.upload(logoInput(), png());
    await back(user);
    expect(question()).toBeInTheDocument();
  });

  it('leaves an unchanged form without asking', async () => {
    const { user } = await showAcme();
    await back(user);
    await waitFor(() => expect(currentLocation()).toBe('/admin/companies'));
    expect(question()).not.toBeInTheDocument();
  });

  it('goes back to the list without asking once the update is saved', async () => {
    const { user } = await showAcme();
    api.on('PUT /company/update/c1', [200, UPDATED]);
    await user.type(field('Location'), ' East');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/companies'));
    expect(question()).not.toBeInTheDocument();
  });
});
