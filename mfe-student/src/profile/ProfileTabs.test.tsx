import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessibilityViolations } from '@portal/test-support/axe';
import { aStudent } from '@portal/shared-state/testing';
import { currentLocation, renderWithShell } from '@portal/shell/testing';
import { startFakeApi, type FakeApi } from '../testing/fakeApi';
import ProfileScreen from './ProfileScreen';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());

beforeEach(() => {
  api.on('GET', '/application/get', [200, { success: true, application: [] }]);
  api.on('GET', '/job/saved', [200, { success: true, jobs: [], total: 0, nextCursor: null }]);
  api.on('GET', '/alert/get', [200, { success: true, alerts: [] }]);
});

const tab = (name: string) => screen.getByRole('tab', { name });
const tabNames = () => screen.getAllByRole('tab').map((element) => element.textContent);

describe('Profile tabs', () => {
  it("shows 'Applied Jobs' first, and only the chosen tab's panel", async () => {
    await renderWithShell(<ProfileScreen />, { route: '/profile', user: aStudent() });

    expect(screen.getByRole('tablist', { name: 'Your jobs' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Applied Jobs', 'Saved Jobs', 'Job alerts']);
    expect(tab('Applied Jobs')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Saved Jobs')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getAllByRole('tabpanel')).toEqual([screen.getByRole('tabpanel', { name: 'Applied Jobs' })]);
    expect(tab('Applied Jobs')).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
    await within(screen.getByRole('tabpanel')).findByText("You haven't applied any job yet.");
    expect(await accessibilityViolations()).toEqual([]);
    // Only what is shown is loaded.
    expect(api.requests('GET', '/job/saved')).toHaveLength(0);
    expect(api.requests('GET', '/alert/get')).toHaveLength(0);
  });

  it('moves between the tabs with the arrow keys, Home and End, one tab stop for them all', async () => {
    await renderWithShell(<ProfileScreen />, { route: '/profile', user: aStudent() });
    const user = userEvent.setup();
    await within(screen.getByRole('tabpanel')).findByText("You haven't applied any job yet.");
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([0, -1, -1]);

    tab('Applied Jobs').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Saved Jobs')).toHaveFocus();
    expect(tab('Saved Jobs')).toHaveAttribute('aria-selected', 'true');
    expect(await within(screen.getByRole('tabpanel', { name: 'Saved Jobs' })).findByText('No saved jobs yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([-1, 0, -1]);

    await user.keyboard('{ArrowRight}');
    expect(tab('Job alerts')).toHaveFocus();
    await within(screen.getByRole('tabpanel', { name: 'Job alerts' })).findByText('No job alerts yet.');
    await user.keyboard('{ArrowRight}');
    expect(tab('Applied Jobs')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Job alerts')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Applied Jobs')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Job alerts')).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the tab list for the panel.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Job alerts' })).toHaveFocus();
  });

  it('keeps the chosen tab in the address, and opens the tab the address names', async () => {
    await renderWithShell(<ProfileScreen />, { route: '/profile?tab=alerts', user: aStudent() });
    expect(tab('Job alerts')).toHaveAttribute('aria-selected', 'true');
    await within(screen.getByRole('tabpanel', { name: 'Job alerts' })).findByText('No job alerts yet.');

    await userEvent.setup().click(tab('Saved Jobs'));
    expect(currentLocation()).toBe('/profile?tab=saved');
    await within(screen.getByRole('tabpanel', { name: 'Saved Jobs' })).findByText('No saved jobs yet.');
    await userEvent.setup().click(tab('Applied Jobs'));
    expect(currentLocation()).toBe('/profile');
  });
});
