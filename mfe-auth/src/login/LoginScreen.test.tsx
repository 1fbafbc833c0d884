import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectRememberedUser } from '@portal/shared-state';
import { aRecruiter, aStudent } from '@portal/shared-state/testing';
import { currentLocation, renderWithShell } from '@portal/shell/testing';
import { setUpFakeApi } from '@portal/shared-state/testing';
import LoginScreen from './LoginScreen';

const api = setUpFakeApi();
const LOGIN = 'POST /user/login';
const welcome = (user = aStudent()) => [200, { success: true, message: `Welcome back ${user.fullname}`, user }] as const;

async function fillIn({ email = 'jane@example.com', password = 'secret-pass', role = 'Student' as string | null } = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  if (role) await user.click(screen.getByRole('radio', { name: role }));
  return user;
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Login' }));

describe('LoginScreen', () => {
  it('has email, masked password, a Student/Recruiter choice and a link to signup', async () => {
    await renderWithShell(<LoginScreen />, { route: '/login' });
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('radiogroup', { name: 'Role' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Student' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Recruiter' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
  });

  it('offers a way back in by the password field: Forgot password?, to /forgot-password', async () => {
    await renderWithShell(<LoginScreen />, { route: '/login' });
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('href', '/forgot-password');
    // Just after the password field, before the role, in the keyboard's order.
    const user = userEvent.setup();
    screen.getByLabelText('Password').focus();
    await user.tab();
    expect(link).toHaveFocus();
  });

  it("logs in: 'Please wait' while the call runs, then stores the user, toasts the server's message and goes to /", async () => {
    const recruiter = aRecruiter();
    const answer = api.hold(LOGIN, [...welcome(recruiter)]);
    const { store } = await renderWithShell(<LoginScreen />, { route: '/login' });
    const user = await fillIn({ role: 'Recruiter' });
    await submit(user);

    expect(await screen.findByRole('button', { name: 'Please wait' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(api.calls(LOGIN).map((call) => call.json)).toEqual([{ email: 'jane@example.com', password: 'secret-pass', role: 'recruiter' }]);

    answer.release();
    expect(await screen.findByText('Welcome back Raj Rao')).toBeInTheDocument();
    expect(selectRememberedUser(store.getState())).toEqual(recruiter);
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it("shows the server's error, stays on the page and can be submitted again", async () => {
    api.on(LOGIN, [401, { success: false, message: 'Incorrect email or password.' }]);
    const { store } = await renderWithShell(<LoginScreen />, { route: '/login' });
    const user = await fillIn();
    await submit(user);

    expect(await screen.findByText('Incorrect email or password.')).toBeInTheDocument();
    expect(selectRememberedUser(store.getState())).toBeNull();
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("offers the account's role when the right password came with the other one, and logs in with one more press of Login", async () => {
    api.on(LOGIN, (call) =>
      (call.json as { role: string }).role === 'recruiter'
        ? [...welcome(aRecruiter())]
        : [403, { success: false, message: "Account doesn't exist with current role.", accountRole: 'recruiter' }],
    );
    const { store } = await renderWithShell(<LoginScreen />, { route: '/login' });
    const user = await fillIn({ email: 'raj@example.com' });
    await submit(user);

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This is a recruiter account. Log in as a recruiter?');
    expect(screen.queryByText("Account doesn't exist with current role.")).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Choose Recruiter' }));

    expect(screen.getByRole('radio', { name: 'Recruiter' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Recruiter' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('raj@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-pass');

    await submit(user);
    expect(await screen.findByText('Welcome back Raj Rao')).toBeInTheDocument();
    expect(api.calls(LOGIN).map((call) => (call.json as { role: string }).role)).toEqual(['student', 'recruiter']);
    expect(selectRememberedUser(store.getState())).toEqual(aRecruiter());
  });

  it('shows any other 403 as before, in a toast, with no role to switch to', async () => {
    api.on(LOGIN, [403, { success: false, message: 'Requests from this origin are not allowed.' }]);
    await renderWithShell(<LoginScreen />, { route: '/login' });
    await submit(await fillIn());

    expect(await screen.findByText('Requests from this origin are not allowed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Choose/ })).not.toBeInTheDocument();
  });

  it('asks for a role before sending anything', async () => {
    await renderWithShell(<LoginScreen />, { route: '/login' });
    const user = await fillIn({ role: null });
    await submit(user);

    expect(screen.getByRole('alert')).toHaveTextContent('Choose Student or Recruiter.');
    expect(api.calls(LOGIN)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Student' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the browser reject a malformed email before sending anything', async () => {
    await renderWithShell(<LoginScreen />, { route: '/login' });
    const user = await fillIn({ email: 'not-an-email' });
    await submit(user);

    expect(screen.getByLabelText('Email')).toBeInvalid();
    expect(api.calls(LOGIN)).toHaveLength(0);
  });

  it('returns to the page named in ?redirect after login, and keeps it on the link to signup', async () => {
    api.on(LOGIN, [...welcome()]);
    await renderWithShell(<LoginScreen />, { route: '/login?redirect=/description/5' });
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup?redirect=%2Fdescription%2F5');

    await submit(await fillIn());
    expect(await screen.findByText('Welcome back Jane Doe')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/description/5'));
  });

  it.each(['https://evil.example/phish', '//evil.example'])('ignores a redirect to another site (%s) and goes to /', async (target) => {
    api.on(LOGIN, [...welcome()]);
    await renderWithShell(<LoginScreen />, { route: `/login?redirect=${encodeURIComponent(target)}` });
    await submit(await fillIn());

    expect(await screen.findByText('Welcome back Jane Doe')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });
});
