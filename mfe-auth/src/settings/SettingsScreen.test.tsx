import { screen, within } from '@testing-library/react';
import { apiUrl, EXPORT_PATH } from '@portal/shared-state';
import { aStudent } from '@portal/shared-state/testing';
import { renderWithShell } from '@portal/shell/testing';
import { setUpFakeApi } from '@portal/shared-state/testing';
import SettingsScreen from './SettingsScreen';

setUpFakeApi();

describe('SettingsScreen', () => {
  it('has four sections, each a region named by its heading', async () => {
    await renderWithShell(<SettingsScreen />, { route: '/settings', user: aStudent() });
    expect(screen.getByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    const sections = ['Email notifications', 'Change password', 'Download my data', 'Delete account'];
    expect(screen.getAllByRole('region').map((region) => within(region).getByRole('heading', { level: 2 }).textContent)).toEqual(sections);
    for (const name of sections) expect(screen.getByRole('region', { name })).toBeInTheDocument();
  });

  it('links to the export for the browser to download, /api/v1/user/export under the configured API, and says what it holds', async () => {
    await renderWithShell(<SettingsScreen />, { route: '/settings', user: aStudent() });
    const section = screen.getByRole('region', { name: 'Download my data' });
    const link = within(section).getByRole('link', { name: 'Download my data (JSON)' });

    expect(link).toHaveAttribute('href', apiUrl(EXPORT_PATH));
    expect(new URL(link.getAttribute('href')!).pathname).toBe('/api/v1/user/export');
    expect(link).toHaveAttribute('download');
    expect(section).toHaveTextContent(/your profile, applications with their history, saved jobs, job alerts and notifications/);
  });
});
