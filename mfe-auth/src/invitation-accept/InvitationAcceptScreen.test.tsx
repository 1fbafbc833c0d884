import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvitationPreview, TeamCompany, User } from '@portal/shared-state';
import { Route, Routes } from '@portal/shared-ui';
import { accessibilityViolations } from '@portal/test-support/axe';
import { aRecruiter, aStudent } from '@portal/shared-state/testing';
import { currentLocation, dropSessionHint, holdSessionHint, renderWithShell } from '@portal/shell/testing';
import { setUpFakeApi } from '@portal/shared-state/testing';
import InvitationAcceptScreen from './InvitationAcceptScreen';

const api = setUpFakeApi();

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const HERE = `/invitations/accept?token=${TOKEN}`;
// The server compares addresses in any case: the invitation was sent to Raj's address as typed by the owner.
const INVITATION: InvitationPreview = { companyName: 'Acme', role: 'recruiter', email: 'Raj@Example.com', state: 'pending' };

// The company as the accept call answers it: the team Raj has just joined.
const ACME: TeamCompany = {
  _id: 'c1',
  name: 'Acme',
  description: 'Builds delivery robots',
  website: 'https://acme-robots.example',
  location: 'Pune',
  logo: null,
  userId: 'u-owner',
  createdAt: '2025-04-01T09:30:00.000Z',
  updatedAt: '2025-04-01T09:30:00.000Z',
  role: 'recruiter',
};

/** The toast showing `message` (toasts are status regions). */
const findToast = (message: string) => screen.findByText(message, { selector: '[role="status"]' });

const previewAnswers = (invitation: InvitationPreview) => api.on('POST /company/invitations/preview', [200, { success: true, invitation }]);

/** The page as the shell shows it at `route` to `user` (null: a visitor); `confirmSession`: asking the server who is logged in, as a page does at its start. */
const open = (user: User | null, route = HERE, { confirmSession = false } = {}) =>
  renderWithShell(
    <Routes>
      <Route path="/invitations/accept" element={<InvitationAcceptScreen />} />
      <Route path="*" element={null} />
    </Routes>,
    { route, user, confirmSession },
  );

describe('InvitationAcceptScreen: a link not used yet', () => {
  it('shows a visitor which company invites which address as what, and sends them to log in or sign up and back', async () => {
    previewAnswers(INVITATION);
    await open(null);

    expect(await screen.findByRole('heading', { level: 2, name: 'Acme' })).toBeInTheDocument();
    expect(screen.getByText(/invites/)).toHaveTextContent('Acme invites Raj@Example.com to join its hiring team as a recruiter.');
    expect(screen.getByText(/^Recruiter:/)).toHaveTextContent('Recruiter: Reads everything, posts and edits jobs');
    expect(api.calls('POST /company/invitations/preview')[0]!.json).toEqual({ token: TOKEN });
    const back = encodeURIComponent(HERE);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?redirect=${back}`);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', `/signup?redirect=${back}`);
    expect(screen.queryByRole('button', { name: 'Join Acme' })).not.toBeInTheDocument();
    expect(await accessibilityViolations()).toEqual([]);
  });

  it('shows a loading state while the invitation is read', async () => {
    const { release } = api.hold('POST /company/invitations/preview', [200, { success: true, invitation: INVITATION }]);
    await open(null);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the invitation…');
    release();
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  describe('in a tab that remembers nobody but holds the session hint (storage cleared, session cookie kept)', () => {
    beforeEach(holdSessionHint);
    afterEach(dropSessionHint);

    it('waits for the server to say who is logged in, then offers the invited recruiter Join without offering Log in first', async () => {
      previewAnswers(INVITATION);
      const answer = api.hold('GET /user/me', [200, { success: true, user: aRecruiter({ email: 'raj@example.com' }) }]);
      await open(null, HERE, { confirmSession: true });
      expect(await screen.findByRole('heading', { level: 2, name: 'Acme' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
      expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();

      answer.release();
      expect(await screen.findByRole('button', { name: 'Join Acme' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    });

    it('offers Log in and Sign up once the server says the hint held no session', async () => {
      previewAnswers(INVITATION);
      api.on('GET /user/me', [401, { success: false, message: 'Please log in.' }]);
      await open(null, HERE, { confirmSession: true });
      expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(HERE)}`);
      expect(screen.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
      expect(api.calls('GET /user/me')).toHaveLength(1);
    });
  });

  it('lets the invited recruiter join with one press, then shows the company team with the server’s message', async () => {
    previewAnswers(INVITATION);
    api.on('POST /company/invitations/accept', [200, { success: true, message: 'You joined Acme as a recruiter.', company: ACME }]);
    await open(aRecruiter());
    const user = userEvent.setup();
    expect(await accessibilityViolations()).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Join Acme' }));
    expect(await findToast('You joined Acme as a recruiter.')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/admin/companies/c1/team'));
    expect(api.calls('POST /company/invitations/accept')[0]!.json).toEqual({ token: TOKEN });
  });

  it("says why the server refused to accept, and stays", async () => {
    previewAnswers(INVITATION);
    api.on('POST /company/invitations/accept', [400, { success: false, message: 'This invitation has expired: ask the company for a new one.' }]);
    await open(aRecruiter());
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Join Acme' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired: ask the company for a new one.');
    expect(currentLocation()).toBe(HERE);
  });

  it.each([
    ['a student', aStudent(), 'a student account'],
    ['another recruiter', aRecruiter({ email: 'someone@example.com' }), 'another recruiter account'],
  ])('tells %s whom the invitation is for, and logs them out to log in or sign up with it', async (_who, user, account) => {
    previewAnswers(INVITATION);
    api.on('GET /user/logout', [200, { success: true, message: 'Logged out successfully.' }]);
    await open(user);

    const notice = await screen.findByText(/This invitation is for/);
    expect(notice).toHaveTextContent(`This invitation is for Raj@Example.com, and you are logged in as ${user.email}, ${account}.`);
    expect(screen.queryByRole('button', { name: 'Join Acme' })).not.toBeInTheDocument();
    expect(await accessibilityViolations()).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out and switch account' }));
    expect(await findToast('Logged out successfully.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(HERE)}`);
    expect(screen.queryByText(/This invitation is for/)).not.toBeInTheDocument();
    expect(api.calls('GET /user/logout')).toHaveLength(1);
  });
});

describe('InvitationAcceptScreen: a link that no longer works', () => {
  it.each([
    ['used', 'This invitation has already been used', 'Each invitation link works once.'],
    ['revoked', 'This invitation was withdrawn', "ask Acme's owner to invite you again"],
    ['expired', 'This invitation has expired', "Ask Acme's owner to send you a new one."],
  ] as const)('says a %s invitation cannot be accepted, and what to do', async (state, title, advice) => {
    previewAnswers({ ...INVITATION, state });
    await open(aRecruiter());

    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(advice.replace(/[.']/g, '.')))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Acme' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your companies' })).toHaveAttribute('href', '/admin/companies');
    expect(await accessibilityViolations()).toEqual([]);
  });

  it('says an unknown link does not work (the server answers 400)', async () => {
    api.on('POST /company/invitations/preview', [400, { success: false, message: 'This invitation link is not valid.' }]);
    await open(null);
    expect(await screen.findByRole('heading', { name: 'This invitation link does not work' })).toBeInTheDocument();
    expect(screen.getByText(/open it again from the email/)).toBeInTheDocument();
  });

  it('says a link without its token does not work, without asking the server', async () => {
    await open(null, '/invitations/accept');
    expect(screen.getByRole('heading', { name: 'This invitation link does not work' })).toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });
});
