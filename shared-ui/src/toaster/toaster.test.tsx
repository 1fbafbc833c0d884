import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { PortalThemeProvider } from '../theme';
import { notify } from './notify';
import { PortalToaster } from './PortalToaster';
import { loadToaster } from './toasterLoad';
import { TOAST_ACTION_DURATION_MS } from './toastSpec';

const renderToaster = () =>
  render(
    <PortalThemeProvider>
      <PortalToaster />
    </PortalThemeProvider>,
  );

/** Shows toasts as a screen does: the toaster's UI loads with the first one. */
async function show(toasts: () => void) {
  await act(async () => toasts());
  await act(() => loadToaster());
}

// Dismissed toasts stay mounted (hidden from assistive tech) during their exit animation.
const visibleMessages = () => screen.queryAllByRole('status').map((status) => status.textContent);

const toastFor = (message: string) => screen.getByText(message).closest('[style*="translateX"]') as HTMLElement;

const swipe = (element: HTMLElement, distance: number) => {
  fireEvent.pointerDown(element, { clientX: 100, pointerId: 1 });
  fireEvent.pointerMove(element, { clientX: 100 + distance / 2, pointerId: 1 });
  fireEvent.pointerMove(element, { clientX: 100 + distance, pointerId: 1 });
  fireEvent.pointerUp(element, { clientX: 100 + distance, pointerId: 1 });
};

describe('PortalToaster and notify', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => toast.remove());
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows success and error messages', async () => {
    renderToaster();
    await show(() => {
      notify.success('Profile updated');
      notify.error('Invalid credentials');
    });
    expect(visibleMessages()).toEqual(['Invalid credentials', 'Profile updated']);
  });

  it('shows the same message once when it is asked for twice at once', async () => {
    renderToaster();
    await show(() => {
      notify.error('Your session has ended. Please log in again.');
      notify.error('Your session has ended. Please log in again.');
    });
    expect(visibleMessages()).toEqual(['Your session has ended. Please log in again.']);
  });

  it('shows the same words once also when one toast is about something and the other not', async () => {
    renderToaster();
    await show(() => {
      notify.error('Your session has ended. Please log in again.');
      notify.error('Your session has ended. Please log in again.', { about: 'apply:5' });
    });
    expect(visibleMessages()).toEqual(['Your session has ended. Please log in again.']);
    // Not even on its way out: the words are on the page once.
    expect(screen.getAllByText('Your session has ended. Please log in again.')).toHaveLength(1);
  });

  it('keeps at most 3 toasts visible, dismissing the oldest', async () => {
    renderToaster();
    await show(() => {
      notify.success('one');
      notify.error('two');
      notify.success('three');
    });
    expect(visibleMessages()).toHaveLength(3);

    await show(() => {
      notify.success('four');
    });
    expect(visibleMessages()).toEqual(['four', 'three', 'two']);

    await show(() => {
      notify.error('five');
    });
    expect(visibleMessages()).toEqual(['five', 'four', 'three']);
  });

  it('hides a toast after 4000 ms, not before', async () => {
    renderToaster();
    await show(() => {
      notify.success('Applied');
    });
    act(() => jest.advanceTimersByTime(3999));
    expect(visibleMessages()).toEqual(['Applied']);
    act(() => jest.advanceTimersByTime(1));
    expect(visibleMessages()).toEqual([]);
  });

  it('places toasts at the bottom, 356 px wide, 14 px apart', async () => {
    // jsdom lays nothing out: give every toast a 50 px height so the stacking can be measured.
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 50 } as DOMRect);
    renderToaster();
    await show(() => {
      notify.success('first');
      notify.success('second');
    });
    const newest = screen.getByText('second').closest('[style*="translateY"]') as HTMLElement;
    const older = screen.getByText('first').closest('[style*="translateY"]') as HTMLElement;
    // jsdom drops justify-content, so the right-hand side cannot be asserted here.
    expect(newest).toHaveStyle({ bottom: '0px', transform: 'translateY(0px)' });
    expect(older).toHaveStyle({ transform: 'translateY(-64px)' });
    expect(screen.getByText('first').parentElement).toHaveStyle({ width: '356px' });
  });

  it('dismisses a toast swiped more than 20 px either way', async () => {
    renderToaster();
    await show(() => {
      notify.success('swipe right');
      notify.success('swipe left');
    });
    swipe(toastFor('swipe right'), 21);
    swipe(toastFor('swipe left'), -30);
    expect(visibleMessages()).toEqual([]);
  });

  it('lets no one reach a dismissed toast while it leaves: its buttons cannot take focus', async () => {
    renderToaster();
    await show(() => {
      notify.success('leaving');
    });
    const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });
    expect(dismiss.closest('[inert]')).toBeNull();
    act(() => dismiss.click());
    // jsdom does not act on inert, which is what takes a subtree out of the tab order in a browser.
    expect(screen.getByText('leaving').closest('[inert]')).toContainElement(dismiss);
  });

  it('springs back from a swipe of 20 px or less', async () => {
    renderToaster();
    await show(() => {
      notify.success('stay');
    });
    const element = toastFor('stay');
    swipe(element, 20);
    expect(visibleMessages()).toEqual(['stay']);
    expect(element).toHaveStyle({ transform: 'translateX(0px)' });
  });

  it('follows the pointer while swiping', async () => {
    renderToaster();
    await show(() => {
      notify.success('drag');
    });
    const element = toastFor('drag');
    fireEvent.pointerDown(element, { clientX: 50 });
    fireEvent.pointerMove(element, { clientX: 62 });
    expect(element).toHaveStyle({ transform: 'translateX(12px)' });
  });

  it('counts a message shown again once towards the three', async () => {
    renderToaster();
    await show(() => {
      notify.error('Network error');
      notify.success('two');
    });
    await show(() => notify.error('Network error'));
    await show(() => notify.success('three'));
    expect(visibleMessages()).toEqual(['three', 'two', 'Network error']);
  });

  it('replaces a toast by a later one about the same thing: a save that failed, then succeeded, shows only the success', async () => {
    renderToaster();
    await show(() => {
      notify.error('The database is busy. Please try again.', { about: 'profile' });
      notify.success('Note added.');
    });
    await show(() => notify.success('Profile updated.', { about: 'profile' }));
    expect(visibleMessages()).toEqual(['Note added.', 'Profile updated.']);
  });

  it('takes away the toast about a thing that has since succeeded with nothing to say', async () => {
    renderToaster();
    await show(() => {
      notify.error('The database is busy. Please try again.', { about: 'saved-job:7' });
      notify.success('Note added.');
    });
    await show(() => notify.dismiss('saved-job:7'));
    expect(visibleMessages()).toEqual(['Note added.']);
  });

  describe('with an action', () => {
    const undo = jest.fn();
    const showUndo = () => show(() => notify.success('Job removed from saved jobs.', { about: 'saved-job:7', action: { label: 'Undo', onClick: undo } }));
    const undoButton = () => screen.getByRole('button', { name: 'Undo' });
    beforeEach(() => undo.mockClear());

    it('announces the message with a button named after the action, and its key', async () => {
      renderToaster();
      await showUndo();
      const toast = screen.getByRole('status');
      expect(toast).toHaveTextContent('Job removed from saved jobs.');
      expect(within(toast).getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-keyshortcuts', 'Alt+T');
      expect(toast).toHaveTextContent('Undo (Alt+T)');
    });

    it('runs the action once when the button is pressed, and closes the toast', async () => {
      renderToaster();
      await showUndo();
      fireEvent.click(undoButton());
      expect(undo).toHaveBeenCalledTimes(1);
      expect(visibleMessages()).toEqual([]);
    });

    it(`stays ${TOAST_ACTION_DURATION_MS} ms, long enough to reach its button`, async () => {
      renderToaster();
      await showUndo();
      act(() => jest.advanceTimersByTime(TOAST_ACTION_DURATION_MS - 1));
      expect(visibleMessages()).toHaveLength(1);
      act(() => jest.advanceTimersByTime(1));
      expect(visibleMessages()).toEqual([]);
    });

    it('stays while the focus is in it, and goes the rest of its time after the focus leaves', async () => {
      const { container } = render(<button type="button">Elsewhere</button>);
      renderToaster();
      await showUndo();
      act(() => jest.advanceTimersByTime(1000));
      act(() => undoButton().focus());
      act(() => jest.advanceTimersByTime(60_000));
      expect(visibleMessages()).toHaveLength(1);

      act(() => within(container).getByRole('button', { name: 'Elsewhere' }).focus());
      act(() => jest.advanceTimersByTime(TOAST_ACTION_DURATION_MS - 1001));
      expect(visibleMessages()).toHaveLength(1);
      act(() => jest.advanceTimersByTime(1));
      expect(visibleMessages()).toEqual([]);
    });

    it('stays while the pointer is on it', async () => {
      renderToaster();
      await showUndo();
      fireEvent.mouseOver(undoButton());
      act(() => jest.advanceTimersByTime(60_000));
      expect(visibleMessages()).toHaveLength(1);
      fireEvent.mouseOut(undoButton(), { relatedTarget: document.body });
      act(() => jest.advanceTimersByTime(TOAST_ACTION_DURATION_MS));
      expect(visibleMessages()).toEqual([]);
    });

    it('is reached with Alt+T from anywhere, and pressing the button brings the focus back', async () => {
      const { container } = render(<button type="button">Remove</button>);
      const remove = within(container).getByRole('button', { name: 'Remove' });
      remove.focus();
      renderToaster();
      await showUndo();

      fireEvent.keyDown(document.activeElement!, { key: 't', code: 'KeyT', altKey: true });
      expect(undoButton()).toHaveFocus();
      fireEvent.click(undoButton());
      expect(undo).toHaveBeenCalledTimes(1);
      expect(remove).toHaveFocus();
    });
  });

  it('can be dismissed with a named button', async () => {
    renderToaster();
    await show(() => {
      notify.error('Network error');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(visibleMessages()).toEqual([]);
  });
});
