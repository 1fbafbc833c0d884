import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { PortalThemeProvider } from '../theme';
import { useUnsavedChanges } from './useUnsavedChanges';

/** A form that has a note loaded as "": changed once typed in; Save succeeds or fails as told, then goes to the list. */
function NoteForm({ saveFails = false }: { saveFails?: boolean }) {
  const [note, setNote] = useState('');
  const navigate = useNavigate();
  const { leaveDialog, save } = useUnsavedChanges(note !== '');
  const onSave = async () => {
    try {
      await save(() => (saveFails ? Promise.reject(new Error('refused')) : Promise.resolve()));
      navigate('/notes');
    } catch {
      // Refused: the note stays to be saved again.
    }
  };
  return (
    <>
      <label>
        Note
        <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button type="button" onClick={() => void onSave()}>
        Save
      </button>
      <Link to="/notes">All notes</Link>
      <Link to="/notes/new?draft=1">Same page</Link>
      <button type="button" onClick={() => navigate('/login', { replace: true })}>
        Redirect
      </button>
      {leaveDialog}
    </>
  );
}

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

function renderForm(props: { saveFails?: boolean } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <NoteForm {...props} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/notes', '/notes/new'] },
  );
  render(
    <PortalThemeProvider>
      <RouterProvider router={router} />
    </PortalThemeProvider>,
  );
  return { user: userEvent.setup(), router };
}

const where = () => screen.getByTestId('where').textContent;
const note = () => screen.getByRole('textbox', { name: 'Note' });
const question = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });

describe('useUnsavedChanges', () => {
  it('asks before a link leaves a changed form; Stay keeps the form as typed', async () => {
    const { user } = renderForm();
    await user.type(note(), 'Call Priya');
    await user.click(screen.getByRole('link', { name: 'All notes' }));

    expect(question()).toHaveTextContent('Your changes here are not saved yet. If you leave now, they are lost.');
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
    expect(where()).toBe('/notes/new');

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(question()).not.toBeInTheDocument();
    expect(where()).toBe('/notes/new');
    expect(note()).toHaveValue('Call Priya');
  });

  it('Leave goes where the user was going', async () => {
    const { user } = renderForm();
    await user.type(note(), 'Call Priya');
    await user.click(screen.getByRole('link', { name: 'All notes' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));

    await waitFor(() => expect(where()).toBe('/notes'));
    expect(question()).not.toBeInTheDocument();
  });

  it('asks on Back too, and Escape means Stay', async () => {
    const { user, router } = renderForm();
    await user.type(note(), 'Call Priya');
    await act(() => router.navigate(-1));

    expect(question()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(question()).not.toBeInTheDocument();
    expect(where()).toBe('/notes/new');
  });

  it('lets an unchanged form go without asking', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('link', { name: 'All notes' }));
    await waitFor(() => expect(where()).toBe('/notes'));
    expect(question()).not.toBeInTheDocument();
  });

  it('still asks after a refused save', async () => {
    const refused = renderForm({ saveFails: true });
    await refused.user.type(note(), 'Call Priya');
    await refused.user.click(screen.getByRole('button', { name: 'Save' }));
    await refused.user.click(screen.getByRole('link', { name: 'All notes' }));
    expect(question()).toBeInTheDocument();
  });

  it('lets the form go on to the list once its save succeeded', async () => {
    const { user } = renderForm();
    await user.type(note(), 'Call Priya');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(where()).toBe('/notes'));
    expect(question()).not.toBeInTheDocument();
  });

  it('does not ask when the address changes but the page stays, nor when the app redirects by itself', async () => {
    const { user } = renderForm();
    await user.type(note(), 'Call Priya');
    await user.click(screen.getByRole('link', { name: 'Same page' }));
    expect(question()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Redirect' }));
    await waitFor(() => expect(where()).toBe('/login'));
    expect(question()).not.toBeInTheDocument();
  });

  it("has the browser ask before a reload or closing the tab only while the form is changed and not saved", async () => {
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const { user } = renderForm();
    expect(unload()).toBe(false);
    await user.type(note(), 'Call Priya');
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(unload()).toBe(false);
  });
});
