import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation } from '@portal/shell/testing';
import { setUpFakeApi } from '@portal/shared-state/testing';
import { aCompany } from '../testing/fixtures';
import { failThenRetry, openWhileLoading } from '../testing/loadStates';
import { renderScreen } from '../testing/renderScreen';
import CompaniesScreen from './CompaniesScreen';

const api = setUpFakeApi();

const ACME = aCompany({ logo: 'https://files.example/acme.png' });
const GLOBEX = aCompany({ _id: 'c2', name: 'Globex', createdAt: '2025-04-09T10:00:00.000Z' });

const show = () => renderScreen('/admin/companies', <CompaniesScreen />, '/admin/companies');
const LOAD = { api, route: 'GET /company/get', what: 'companies', open: show };
const rows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');

describe('CompaniesScreen', () => {
  it('shows a loading state until the companies arrive', async () => {
    const release = await openWhileLoading(LOAD, [200, { success: true, companies: [ACME] }]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lists the companies: logo, name, date and an Action menu', async () => {
    api.on('GET /company/get', [200, { success: true, companies: [ACME, GLOBEX] }]);
    await show();

    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Logo', 'Name', 'Date', 'Action']);
    const [acme, globex] = rows();
    expect(within(acme!).getByRole('img', { name: 'Acme logo' })).toHaveAttribute('src', 'https://files.example/acme.png');
    expect(within(acme!).getByText('2025-04-01')).toBeInTheDocument();
    // Without a logo, the initials stand in.
    expect(within(globex!).getByRole('img', { name: 'Globex logo' })).toHaveAttribute('data-initials', 'G');
    expect(within(globex!).getByRole('button', { name: 'Actions for Globex' })).toBeInTheDocument();
  });

  it('opens a company for editing from its Action menu', async () => {
    api.on('GET /company/get', [200, { success: true, companies: [ACME, GLOBEX] }]);
    await show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Globex' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(currentLocation()).toBe('/admin/companies/c2');
  });

  it('filters by name, and says so when nothing matches', async () => {
    api.on('GET /company/get', [200, { success: true, companies: [ACME, GLOBEX] }]);
    await show();
    await screen.findByRole('table');
    const user = userEvent.setup();
    const filter = screen.getByRole('searchbox', { name: 'Filter by name' });

    await user.type(filter, 'glo');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Globex');

    await user.clear(filter);
    await user.type(filter, 'initech');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('No company matches “initech”.');
  });

  it('links to the new company form', async () => {
    api.on('GET /company/get', [200, { success: true, companies: [ACME] }]);
    await show();
    expect(screen.getByRole('link', { name: 'New Company' })).toHaveAttribute('href', '/admin/companies/create');
  });

  it('invites registering the first company when there is none', async () => {
    api.on('GET /company/get', [200, { success: true, companies: [] }]);
    await show();
    expect(await screen.findByRole('heading', { name: 'No companies yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register your first company' })).toHaveAttribute('href', '/admin/companies/create');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's message when loading fails, and tries again on request", async () => {
    await failThenRetry(LOAD, [200, { success: true, companies: [ACME] }]);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(api.calls('GET /company/get')).toHaveLength(2);
  });
});
