import { act, screen } from '@testing-library/react';
import { SESSION_ENDED_MESSAGE, sessionEnded } from '@portal/shared-state';
import { aStudent } from '@portal/shared-state/testing';
import { currentLocation, renderWithShell } from '../testing';
import { useSessionEndNotice } from './useSessionEndNotice';

const Page = () => {
  useSessionEndNotice();
  return <p>Job 5</p>;
};

describe('useSessionEndNotice', () => {
  it('says once that the session ended and sends the user to log in, coming back here afterwards', async () => {
    const { store } = await renderWithShell(<Page />, { route: '/description/5?from=home', user: aStudent() });

    act(() => {
      store.dispatch(sessionEnded());
    });

    expect(await screen.findByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
    expect(currentLocation()).toBe(`/login?redirect=${encodeURIComponent('/description/5?from=home')}`);
    expect(store.getState().auth.user).toBeNull();
    expect(screen.getAllByText(SESSION_ENDED_MESSAGE)).toHaveLength(1);
  });

  it('stays quiet while the session lasts', async () => {
    await renderWithShell(<Page />, { route: '/description/5', user: aStudent() });
    expect(screen.queryByText(SESSION_ENDED_MESSAGE)).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/description/5');
  });
});
