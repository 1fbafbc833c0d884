import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@portal/shell/testing';
import { ActionMenu } from './ActionMenu';

function renderMenu() {
  const chosen: string[] = [];
  const items = ['Edit', 'Applicants', 'Delete'].map((label) => ({ label, onSelect: () => chosen.push(label) }));
  return renderWithShell(
    <>
      <button type="button">Before</button>
      <ActionMenu label="Actions for Acme" items={items} />
    </>,
  ).then(() => ({ chosen, user: userEvent.setup(), trigger: screen.getByRole('button', { name: 'Actions for Acme' }) }));
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('ActionMenu', () => {
  it('is a named menu button, closed at first', async () => {
    const { trigger } = await renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on click with focus on the first item; choosing one closes it, runs it and returns focus', async () => {
    const { chosen, user, trigger } = await renderMenu();
    await user.click(trigger);

    expect(screen.getByRole('menu', { name: 'Actions for Acme' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(item('Edit')).toHaveFocus();

    await user.click(item('Applicants'));
    expect(chosen).toEqual(['Applicants']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('is operated by keyboard: Enter opens, arrows wrap, Home/End jump, Enter chooses', async () => {
    const { chosen, user, trigger } = await renderMenu();
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(item('Edit')).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(item('Applicants')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Edit')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Delete')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Edit')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Delete')).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(chosen).toEqual(['Delete']);
    expect(trigger).toHaveFocus();
  });

  it('opens on ↓ at the first item and on ↑ at the last', async () => {
    const { user, trigger } = await renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(item('Delete')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(item('Edit')).toHaveFocus();
  });

  it.each(['{Escape}', '{Tab}'])('closes on %s and returns focus to its button, choosing nothing', async (key) => {
    const { chosen, user, trigger } = await renderMenu();
    await user.click(trigger);
    await user.keyboard(key);

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(chosen).toEqual([]);
  });

  it('stays closed while disabled, keeping its focus', async () => {
    await renderWithShell(<ActionMenu label="Actions for Acme" items={[{ label: 'Edit', onSelect: () => undefined }]} disabled />);
    const trigger = screen.getByRole('button', { name: 'Actions for Acme' });
    const user = userEvent.setup();
    await user.click(trigger);
    await user.keyboard('{ArrowDown}');

    expect(trigger).toHaveAttribute('aria-disabled', 'true');
    expect(trigger).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes when the user clicks elsewhere, and when its button is clicked again', async () => {
    const { user, trigger } = await renderMenu();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger);
    await user.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
