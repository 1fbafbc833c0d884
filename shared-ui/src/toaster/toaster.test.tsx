import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { PortalThemeProvider } from '../theme';
import { notify } from './notify';
import { PortalToaster } from './PortalToaster';
import { loadToaster } from './toasterLoad';

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

  it('can be dismissed with a named button', async () => {
    renderToaster();
    await show(() => {
      notify.error('Network error');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(visibleMessages()).toEqual([]);
  });
});
