import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUpFakeApi } from '@portal/shared-state/testing';
import { aCompany } from '../testing/fixtures';
import { renderScreen } from '../testing/renderScreen';
import CompanySetupScreen from './CompanySetupScreen';

const api = setUpFakeApi();

const ACME = aCompany({ logo: 'https://files.example/acme.png' });
const NOT_AN_IMAGE = 'The file must be an image (PNG, JPEG, WebP or GIF).';

const logoInput = () => screen.getByLabelText('Logo');
const png = (name: string) => new File(['png-bytes'], name, { type: 'image/png' });

async function showAcme() {
  api.on('GET /company/get/c1', [200, { success: true, company: ACME }]);
  await renderScreen('/admin/companies/:id', <CompanySetupScreen />, '/admin/companies/c1');
  await screen.findByRole('form', { name: 'Company Setup' });
  // applyAccept off: like a user who switches the file picker to "All files".
  return userEvent.setup({ applyAccept: false });
}

describe('Logo field: a message about a file goes with the file', () => {
  it("says the server's refusal of the logo at the field, and drops it under a valid new file's preview", async () => {
    const user = await showAcme();
    api.on('PUT /company/update/c1', [415, { success: false, message: NOT_AN_IMAGE }]);
    await user.upload(logoInput(), png('renamed.png'));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(logoInput()).toHaveAccessibleDescription(NOT_AN_IMAGE));
    expect(logoInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(NOT_AN_IMAGE)).toHaveLength(1);

    await user.upload(logoInput(), png('logo.png'));
    expect(await screen.findByRole('img', { name: 'New logo of Acme' })).toBeInTheDocument();
    expect(screen.queryByText(NOT_AN_IMAGE)).not.toBeInTheDocument();
    expect(logoInput()).not.toHaveAttribute('aria-invalid');
  });

  it('keeps a refusal about another field where it is when a new logo is chosen', async () => {
    const user = await showAcme();
    api.on('PUT /company/update/c1', [400, { success: false, message: 'Website must start with http:// or https://' }]);
    await user.upload(logoInput(), png('logo.png'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Website must start with http:// or https://')).toBeInTheDocument();

    await user.upload(logoInput(), png('other.png'));
    expect(screen.getByText('Website must start with http:// or https://')).toBeInTheDocument();
  });
});
