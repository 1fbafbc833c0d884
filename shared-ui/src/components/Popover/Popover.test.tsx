import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { Popover } from './Popover';

const renderPopover = () =>
  renderWithProviders(
    <>
      <Popover trigger="JD" triggerLabel="Open account menu" label="Account">
        {(close) => (
          <>
            <a href="/profile">View Profile</a>
            <button type="button" onClick={close}>
              Logout
            </button>
          </>
        )}
      </Popover>
      <button type="button">Outside</button>
    </>,
  );

describe('Popover', () => {
  it('opens a named panel from its trigger and reports the expanded state', async () => {
    renderPopover();
    const trigger = screen.getByRole('button', { name: 'Open account menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: 'Account' })).not.toBeInTheDocument();

    await userEvent.setup().click(trigger);

    expect(screen.getByRole('dialog', { name: 'Account' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves focus into the panel and keeps Tab inside it', async () => {
    renderPopover();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open account menu' }));
    const link = screen.getByRole('link', { name: 'View Profile' });
    const logout = screen.getByRole('button', { name: 'Logout' });

    expect(link).toHaveFocus();
    await user.tab();
    expect(logout).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab({ shift: true });
    expect(logout).toHaveFocus();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    renderPopover();
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Open account menu' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    renderPopover();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open account menu' }));
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a click inside and lets its content close it', async () => {
    renderPopover();
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Open account menu' });
    await user.click(trigger);
    await user.click(screen.getByRole('dialog', { name: 'Account' }));
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
