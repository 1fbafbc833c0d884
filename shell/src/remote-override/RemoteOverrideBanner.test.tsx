import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessibilityViolations } from '@portal/test-support/axe';
import { renderWithShell } from '../testing';
import { RemoteOverrideBanner } from './RemoteOverrideBanner';
import { startRemoteOverrides } from './tabOverrides';

/** Opens the tab at `url` on a page that allows loading remotes from localhost:3002, and starts its overrides. */
function openTab(url: string) {
  const block = Object.assign(document.createElement('script'), { type: 'application/json', id: 'remote-override-origins', textContent: '["http://localhost:3002"]' });
  document.head.append(block);
  window.history.replaceState(null, '', url);
  startRemoteOverrides();
}

/** The banner once its text is in: it is filled in after it appears, for screen readers to announce. */
async function banner(): Promise<HTMLElement> {
  await screen.findByText(/ remote from /);
  return screen.getByRole('region', { name: 'Remote override' });
}

afterEach(() => {
  document.head.replaceChildren();
  sessionStorage.clear();
  startRemoteOverrides('');
});

describe('RemoteOverrideBanner', () => {
  it('says which remote comes from where, in a polite live region, with a Stop reached by keyboard', async () => {
    openTab('/jobs?remote-override=student@http://localhost:3002/mf-manifest.json');
    await renderWithShell(<RemoteOverrideBanner leave={jest.fn()} />);

    expect(await banner()).toHaveTextContent('Student remote from localhost:3002 · Stop');
    expect(screen.getByRole('status')).toHaveTextContent('Student remote from localhost:3002');
    await userEvent.setup().tab();
    expect(screen.getByRole('button', { name: 'Stop' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Stop' })).toHaveAccessibleDescription('Student remote from localhost:3002');
    expect(await accessibilityViolations(await banner())).toEqual([]);
  });

  it('Stop ends the override and loads the page again at its address without it', async () => {
    openTab('/jobs?remote-override=student@http://localhost:3002/mf-manifest.json&location=Pune');
    const leave = jest.fn();
    await renderWithShell(<RemoteOverrideBanner leave={leave} />);

    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');

    expect(leave).toHaveBeenCalledWith('http://localhost/jobs?location=Pune');
    // The page it loads starts with the live releases.
    expect(startRemoteOverrides('?location=Pune')).toEqual([]);
  });

  it('is not there in a tab without an override', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    openTab('/jobs?remote-override=student@https://elsewhere.example/mf-manifest.json');
    await renderWithShell(<RemoteOverrideBanner />);
    expect(screen.queryByRole('region', { name: 'Remote override' })).not.toBeInTheDocument();
  });
});
