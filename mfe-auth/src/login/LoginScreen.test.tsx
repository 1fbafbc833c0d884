import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userApi, type LoginBody } from '@portal/shared-state';
import { anApiError, aRecruiter, aStudent, currentLocation, renderWithShell } from '@portal/shell/testing';
import LoginScreen from './LoginScreen';

type LoginResponse = Awaited<ReturnType<typeof userApi.login>>;

/** A login call the test answers by hand, to see the form while it runs. */
function pendingLogin() {
  let answer!: { resolve: (response: LoginResponse) => void; reject: (error: unknown) => void };
  const call = jest.spyOn(userApi, 'login').mockImplementation(() => new Promise((resolve, reject) => (answer = { resolve, reject })));
  return { call, answer: () => answer };
}

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

  it("logs in: 'Please wait' while the call runs, then stores the user, toasts the server's message and goes to /", async () => {
    const { call, answer } = pendingLogin();
    const { store } = await renderWithShell(<LoginScreen />, { route: '/login' });
    const user = await fillIn({ role: 'Recruiter' });
    await submit(user);

    expect(call).toHaveBeenCalledWith<[LoginBody]>({ email: 'jane@example.com', password: 'secret-pass', role: 'recruiter' });
    expect(screen.getByRole('button', { name: 'Please wait' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();

    const recruiter = aRecruiter();
    await act(async () => answer().resolve({ success: true, message: 'Welcome back Raj Rao', user: recruiter }));

    expect(await screen.findByText('Welcome back Raj Rao')).toBeInTheDocument();
    expect(store.getState().auth.user).toEqual(recruiter);
    expect(currentLocation()).toBe('/');
  });

  it("shows the server's error, stays on the page and can be submitted again", async () => {
    jest.spyOn(userApi, 'login').mockRejectedValue(anApiError(401, 'Incorrect email or password.'));
    const { store } = await renderWithShell(<LoginScreen />, { route: '/login' });
    const user = await fillIn();
    await submit(user);

    expect(await screen.findByText('Incorrect email or password.')).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
    expect(currentLocation()).toBe('/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('asks for a role before sending anything', async () => {
    const call = jest.spyOn(userApi, 'login');
    await renderWithShell(<LoginScreen />, { route: '/login' });
    const user = await fillIn({ role: null });
    await submit(user);

    expect(screen.getByRole('alert')).toHaveTextContent('Choose Student or Recruiter.');
    expect(call).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Student' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the browser reject a malformed email before sending anything', async () => {
    const call = jest.spyOn(userApi, 'login');
    await renderWithShell(<LoginScreen />, { route: '/login' });
    const user = await fillIn({ email: 'not-an-email' });
    await submit(user);

    expect(screen.getByLabelText('Email')).toBeInvalid();
    expect(call).not.toHaveBeenCalled();
  });

  it('returns to the page named in ?redirect after login, and keeps it on the link to signup', async () => {
    jest.spyOn(userApi, 'login').mockResolvedValue({ success: true, message: 'Welcome back Jane Doe', user: aStudent() });
    await renderWithShell(<LoginScreen />, { route: '/login?redirect=/description/5' });
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup?redirect=%2Fdescription%2F5');

    await submit(await fillIn());
    expect(await screen.findByText('Welcome back Jane Doe')).toBeInTheDocument();
    expect(currentLocation()).toBe('/description/5');
  });

  it.each(['https://evil.example/phish', '//evil.example'])('ignores a redirect to another site (%s) and goes to /', async (target) => {
    jest.spyOn(userApi, 'login').mockResolvedValue({ success: true, message: 'Welcome back Jane Doe', user: aStudent() });
    await renderWithShell(<LoginScreen />, { route: `/login?redirect=${encodeURIComponent(target)}` });
    await submit(await fillIn());

    expect(await screen.findByText('Welcome back Jane Doe')).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
  });
});
