import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { renderWithShell } from '../testing';
import { RouteTitle } from './RouteTitle';

const Links = () => (
  <>
    <RouteTitle />
    <Link to="/notifications">Notifications</Link>
    <Link to="/admin/jobs/7/edit">Edit</Link>
    <Link to="/no/such/page">Nowhere</Link>
  </>
);

it("titles each page the browser moves to by its route in the table, the shell's own page included, and a path no route shows as not found", async () => {
  document.title = 'From the server';
  await renderWithShell(<Links />, { route: '/jobs' });
  expect(document.title).toBe('From the server');
  const user = userEvent.setup();
  for (const [link, title] of [
    ['Notifications', 'Notifications · JobPortal'],
    ['Edit', 'Edit job · JobPortal'],
    ['Nowhere', 'Page not found · JobPortal'],
  ]) {
    await user.click(screen.getByRole('link', { name: link }));
    await waitFor(() => expect(document.title).toBe(title));
  }
});
