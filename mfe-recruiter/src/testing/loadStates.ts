import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Answer, FakeApi } from '@portal/shared-state/testing';

type LoadCase = {
  api: FakeApi;
  /** The "METHOD /path" the screen loads. */
  route: string;
  /** What the screen says it is loading: 'companies' for "Loading companies…". */
  what: string;
  /** Renders the screen. */
  open: () => Promise<unknown>;
};

/**
 * Opens the screen with its load held and checks the loading state; resolves to the release,
 * after which the screen receives `answer`.
 */
export async function openWhileLoading({ api, route, what, open }: LoadCase, answer: Answer): Promise<() => void> {
  const { release } = api.hold(route, answer);
  await open();
  expect(screen.getByRole('status')).toHaveTextContent(`Loading ${what}…`);
  return release;
}

/**
 * Opens the screen with its load failing, checks the failed state names what failed and the
 * server's reason, then answers `recovered` and presses Try again.
 */
export async function failThenRetry({ api, route, what, open }: LoadCase, recovered: Answer): Promise<void> {
  api.on(route, [500, { success: false, message: 'The database is unavailable.' }]);
  await open();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(`Could not load ${what}`);
  expect(alert).toHaveTextContent('The database is unavailable.');
  api.on(route, recovered);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
}
