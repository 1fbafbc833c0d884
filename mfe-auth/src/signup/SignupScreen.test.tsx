import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderWithShell } from '@portal/shell/testing';
import { formFieldsOf, setUpFakeApi } from '@portal/shared-state/testing';
import { Route, Routes } from '@portal/shared-ui';
import LoginScreen from '../login/LoginScreen';
import SignupScreen from './SignupScreen';

const photo = () => new File(['png-bytes'], 'me.png', { type: 'image/png' });

const TYPED = {
  'Full Name': 'Jane Doe',
  Email: 'jane@example.com',
  'Phone Number': '+91 90000 00001',
  Password: 'secret-pass',
};

async function fillIn({ image, role = 'Student' }: { image?: File; role?: string | null } = {}) {
  // applyAccept off: like a user who switches the file picker to "All files".
  const user = userEvent.setup({ applyAccept: false });
  for (const [label, text] of Object.entries(TYPED)) await user.type(screen.getByLabelText(label), text);
  if (role) await user.click(screen.getByRole('radio', { name: role }));
  if (image) await user.upload(screen.getByLabelText('Profile image (optional)'), image);
  return user;
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Signup' }));

const api = setUpFakeApi();
const REGISTER = 'POST /user/register';
const created = [201, { success: true, message: 'Account created successfully.' }] as const;

/** The fields the first register call sent. */
const sentFields = () => formFieldsOf(api.calls(REGISTER)[0]!);

describe('SignupScreen', () => {
  it('has Full Name, Email, Phone Number, Password, the role choice, an image-only Profile image and a link to login', async () => {
    await renderWithShell(<SignupScreen />, { route: '/signup' });
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['student', 'recruiter']);
    const image = screen.getByLabelText('Profile image (optional)');
    expect(image).toHaveAttribute('type', 'file');
    expect(image).toHaveAttribute('accept', 'image/*');
    expect(image).not.toBeRequired();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it("signs up with the photo: 'Please wait' meanwhile, then toasts the server's message and goes to /login, not logged in", async () => {
    const answer = api.hold(REGISTER, [...created]);
    const { store } = await renderWithShell(<SignupScreen />, { route: '/signup' });
    const image = photo();
    await submit(await fillIn({ image }));

    expect(await screen.findByRole('button', { name: 'Please wait' })).toBeDisabled();
    expect(sentFields()).toEqual({
      fullname: 'Jane Doe',
      email: 'jane@example.com',
      phoneNumber: '+91 90000 00001',
      password: 'secret-pass',
      role: 'student',
      file: `file:${image.name}`,
    });

    answer.release();
    expect(await screen.findByText('Account created successfully.')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(store.getState().auth.user).toBeNull();
  });

  it('opens the login form with the email filled in, the password not', async () => {
    api.on(REGISTER, [...created]);
    await renderWithShell(
      <Routes>
        <Route path="/signup" element={<SignupScreen />} />
        <Route path="/login" element={<LoginScreen />} />
      </Routes>,
      { route: '/signup' },
    );
    await submit(await fillIn());

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('sends no file part when no image was chosen', async () => {
    api.on(REGISTER, [...created]);
    await renderWithShell(<SignupScreen />, { route: '/signup' });
    await submit(await fillIn({ role: 'Recruiter' }));

    expect(await screen.findByText('Account created successfully.')).toBeInTheDocument();
    expect(sentFields()).not.toHaveProperty('file');
    expect(sentFields()).toMatchObject({ role: 'recruiter' });
  });

  it('refuses a file that is not an image, and accepts it once replaced by one', async () => {
    api.on(REGISTER, [...created]);
    await renderWithShell(<SignupScreen />, { route: '/signup' });
    const user = await fillIn({ image: new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }) });

    const input = screen.getByLabelText('Profile image (optional)');
    expect(screen.getByRole('alert')).toHaveTextContent('The profile image must be an image file');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await submit(user);
    expect(api.calls(REGISTER)).toHaveLength(0);

    await user.upload(input, photo());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await submit(user);
    expect(await screen.findByText('Account created successfully.')).toBeInTheDocument();
    expect(api.calls(REGISTER)).toHaveLength(1);
  });

  it('asks for a role before sending anything', async () => {
    await renderWithShell(<SignupScreen />, { route: '/signup' });
    await submit(await fillIn({ role: null }));

    expect(screen.getByRole('alert')).toHaveTextContent('Choose Student or Recruiter.');
    expect(api.calls(REGISTER)).toHaveLength(0);
  });

  it("shows the server's error and stays on the page", async () => {
    api.on(REGISTER, [409, { success: false, message: 'User already exists with this email.' }]);
    await renderWithShell(<SignupScreen />, { route: '/signup' });
    await submit(await fillIn());

    expect(await screen.findByText('User already exists with this email.')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/signup'));
    expect(screen.getByRole('button', { name: 'Signup' })).toBeEnabled();
  });

  it('keeps a return path through signup to login', async () => {
    api.on(REGISTER, [...created]);
    await renderWithShell(<SignupScreen />, { route: '/signup?redirect=/description/5' });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?redirect=%2Fdescription%2F5');

    await submit(await fillIn());
    expect(await screen.findByText('Account created successfully.')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=%2Fdescription%2F5'));
  });
});
