import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { Dialog } from './Dialog';

const ProfileDialog = ({ onClose = () => undefined }: { onClose?: () => void }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit profile
      </button>
      <Dialog
        open={open}
        title="Update Profile"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <label htmlFor="name">Name</label>
        <input id="name" />
        <button type="submit">Update</button>
      </Dialog>
    </>
  );
};

const openDialog = async () => {
  const user = userEvent.setup();
  renderWithProviders(<ProfileDialog />);
  const opener = screen.getByRole('button', { name: 'Edit profile' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Update Profile' }) };
};

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    renderWithProviders(<ProfileDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title, focused on its first field', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openDialog();
    const name = screen.getByRole('textbox', { name: 'Name' });
    const close = screen.getByRole('button', { name: 'Close' });

    await user.tab();
    expect(screen.getByRole('button', { name: 'Update' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('closes on Escape and returns focus to the button that opened it', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user, dialog, opener } = await openDialog();
    await user.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const backdrop = dialog.parentElement as HTMLElement;
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from its Close button', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('limits its width to the spec value by default', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveStyle({ maxWidth: '425px' });
  });
});
