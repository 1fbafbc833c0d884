import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamInvitation, TeamMember, TeamRole } from '@portal/shared-state';
import { accessibilityViolations } from '@portal/test-support/axe';
import { currentLocation } from '@portal/shell/testing';
import { setUpFakeApi } from '@portal/shared-state/testing';
import { findToast, isToasted } from '../testing/findToast';
import { aCompany } from '../testing/fixtures';
import { renderScreen } from '../testing/renderScreen';
import CompanyTeamScreen from './CompanyTeamScreen';

const api = setUpFakeApi();

// The logged-in recruiter is aRecruiter: Raj Rao, 'u-recruiter'.
const member = (_id: string, fullname: string, email: string, role: TeamRole): TeamMember => ({
  user: { _id, fullname, email },
  role,
  joinedAt: '2025-04-01T09:30:00.000Z',
});
const RAJ = member('u-recruiter', 'Raj Rao', 'raj@example.com', 'owner');
const PRIYA = member('u-priya', 'Priya Shah', 'priya@example.com', 'recruiter');
const SAM: TeamInvitation = { _id: 'i1', email: 'sam@example.com', role: 'viewer', expiresAt: '2026-12-04T10:00:00.000Z' };

type Team = { members: TeamMember[]; invitations: TeamInvitation[] };

/** The company and its team as the server holds them; the test changes `team` to answer writes. */
function serve(role: TeamRole, initial: Team = { members: [RAJ, PRIYA], invitations: [SAM] }) {
  const server = { team: initial };
  api.on('GET /company/get/c1', [200, { success: true, company: aCompany({ role }) }]);
  api.on('GET /company/c1/members', () => [200, { success: true, ...server.team }]);
  return server;
}

async function show() {
  await renderScreen('/admin/companies/:id/team', <CompanyTeamScreen />, '/admin/companies/c1/team');
  await screen.findByRole('region', { name: 'Members' });
  return userEvent.setup();
}

/** The reader's time zone as the browser names it at `iso`: "UTC", "GMT+5:30". */
const zoneName = (iso: string) => new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' }).formatToParts(new Date(iso)).find(({ type }) => type === 'timeZoneName')!.value;

const rowOf = (text: string) => screen.getByRole('cell', { name: new RegExp(text) }).closest('tr')!;
const emailField = () => screen.getByRole('textbox', { name: 'Email' });

describe('CompanyTeamScreen for an owner', () => {
  it('lists the members with their roles and the pending invitations with when they expire, and offers the invite form', async () => {
    serve('owner');
    await show();

    expect(screen.getByRole('heading', { level: 1, name: 'Company Team' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/admin/companies/c1');
    expect(within(rowOf('Priya Shah')).getByRole('cell', { name: 'priya@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Priya Shah' })).toHaveValue('recruiter');
    expect(within(rowOf('Priya Shah')).getByRole('button', { name: 'Remove Priya Shah' })).toBeInTheDocument();
    // The only owner can neither leave nor step down: a company keeps an owner.
    expect(within(rowOf('Raj Rao')).queryByRole('button', { name: 'Leave team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role of Raj Rao' })).not.toBeInTheDocument();
    expect(within(rowOf('Raj Rao')).getByRole('cell', { name: 'Owner' })).toBeInTheDocument();

    const invitation = rowOf('sam@example.com');
    expect(within(invitation).getByRole('cell', { name: 'Viewer' })).toBeInTheDocument();
    // In the reader's clock, its zone named.
    const expires = within(invitation).getByText(/2026/);
    expect(expires).toHaveAttribute('dateTime', SAM.expiresAt);
    expect(expires.textContent!.endsWith(` ${zoneName(SAM.expiresAt)}`)).toBe(true);
    expect(within(invitation).getByRole('button', { name: 'Revoke the invitation of sam@example.com' })).toBeInTheDocument();

    expect(screen.getByRole('form', { name: 'Invite someone' })).toBeInTheDocument();
    expect(await accessibilityViolations()).toEqual([]);
  });

  it('invites by email with a chosen role, described as the permission table says, and lists the invitation', async () => {
    const server = serve('owner');
    const user = await show();
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(role).toHaveValue('recruiter');
    expect(role).toHaveAccessibleDescription('Reads everything, posts and edits jobs, moves applicants between stages, writes notes and schedules interviews.');
    await user.selectOptions(role, 'Viewer');
    expect(role).toHaveAccessibleDescription('Reads jobs, applicants and notes; changes nothing.');

    const invited: TeamInvitation = { _id: 'i2', email: 'lee@example.com', role: 'viewer', expiresAt: '2026-12-05T10:00:00.000Z' };
    api.on('POST /company/c1/invite', () => {
      server.team = { ...server.team, invitations: [...server.team.invitations, invited] };
      return [201, { success: true, message: 'Invitation sent to lee@example.com.', invitation: invited }];
    });
    await user.type(emailField(), 'lee@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await findToast('Invitation sent to lee@example.com.')).toBeInTheDocument();
    expect(api.calls('POST /company/c1/invite').at(-1)!.json).toEqual({ email: 'lee@example.com', role: 'viewer' });
    expect(await screen.findByRole('cell', { name: 'lee@example.com' })).toBeInTheDocument();
    expect(emailField()).toHaveValue('');
  });

  it('says at the email field that the person is already a member (409), not in a toast', async () => {
    serve('owner');
    const user = await show();
    api.on('POST /company/c1/invite', [409, { success: false, message: 'priya@example.com is already in the team.' }]);
    await user.type(emailField(), 'priya@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(emailField()).toHaveAttribute('aria-invalid', 'true'));
    expect(emailField()).toHaveAccessibleDescription('priya@example.com is already in the team.');
    expect(emailField()).toHaveValue('priya@example.com');
    expect(await isToasted('priya@example.com is already in the team.')).toBe(false);
  });

  it("changes a member's role, and says under the role why an owner keeps theirs when the server refuses", async () => {
    const ANA = member('u-ana', 'Ana Lima', 'ana@example.com', 'owner');
    const server = serve('owner', { members: [RAJ, ANA, PRIYA], invitations: [] });
    const user = await show();
    api.on('POST /company/c1/members/u-priya/role', () => {
      server.team = { ...server.team, members: [RAJ, ANA, { ...PRIYA, role: 'viewer' }] };
      return [200, { success: true, message: 'Priya Shah is now a viewer.' }];
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Priya Shah' }), 'Viewer');
    expect(await findToast('Priya Shah is now a viewer.')).toBeInTheDocument();
    expect(api.calls('POST /company/c1/members/u-priya/role').at(-1)!.json).toEqual({ role: 'viewer' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Role of Priya Shah' })).toHaveValue('viewer'));
    // Saved in place: a keyboard user stays on the control they changed.
    expect(screen.getByRole('combobox', { name: 'Role of Priya Shah' })).toHaveFocus();

    // Had Ana left in another tab meanwhile, the server refuses: it is said under the role.
    api.on('POST /company/c1/members/u-recruiter/role', [409, { success: false, message: 'A company needs at least one owner: make someone else an owner first.' }]);
    const own = screen.getByRole('combobox', { name: 'Role of Raj Rao' });
    await user.selectOptions(own, 'Recruiter');
    await waitFor(() => expect(own).toHaveAccessibleDescription('A company needs at least one owner: make someone else an owner first.'));
    expect(own).toHaveValue('owner');
  });

  it('asks before removing a member: Cancel keeps them, Remove takes them off the list', async () => {
    const server = serve('owner');
    const user = await show();
    api.on('DELETE /company/c1/members/u-priya', () => {
      server.team = { ...server.team, members: [RAJ] };
      return [200, { success: true, message: 'Priya Shah was removed from the team.' }];
    });

    await user.click(screen.getByRole('button', { name: 'Remove Priya Shah' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Priya Shah from Acme?' });
    expect(await accessibilityViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE /company/c1/members/u-priya')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Priya Shah' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await findToast('Priya Shah was removed from the team.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: /Priya Shah/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('revokes a pending invitation', async () => {
    const server = serve('owner');
    const user = await show();
    api.on('DELETE /company/c1/invitations/i1', () => {
      server.team = { ...server.team, invitations: [] };
      return [200, { success: true, message: 'The invitation of sam@example.com was revoked.' }];
    });
    await user.click(screen.getByRole('button', { name: 'Revoke the invitation of sam@example.com' }));

    expect(await findToast('The invitation of sam@example.com was revoked.')).toBeInTheDocument();
    expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
  });

  it("offers an owner leaving once another owner is there, and says the server's refusal in the dialog", async () => {
    serve('owner', { members: [RAJ, { ...PRIYA, role: 'owner' }], invitations: [] });
    const user = await show();
    api.on('DELETE /company/c1/members/u-recruiter', [409, { success: false, message: 'A company needs an owner: make someone else an owner first.' }]);
    expect(within(rowOf('Priya Shah')).getByRole('button', { name: 'Remove Priya Shah' })).toBeInTheDocument();
    await user.click(within(rowOf('Raj Rao')).getByRole('button', { name: 'Leave team' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave the team of Acme?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave team' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A company needs an owner: make someone else an owner first.');
    expect(currentLocation()).toBe('/admin/companies/c1/team');
  });
});

describe.each<TeamRole>(['recruiter', 'viewer'])('CompanyTeamScreen for a %s', (role) => {
  const team = { members: [member('u-owner', 'Olga Owner', 'olga@example.com', 'owner'), { ...RAJ, role }], invitations: [SAM] };

  it('shows the members and invitations to read, offering only to leave', async () => {
    serve(role, team);
    await show();

    expect(screen.getByText("Only the company's owners can invite people, change roles and remove members.")).toBeInTheDocument();
    expect(within(rowOf('Olga Owner')).getByRole('cell', { name: 'Owner' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite someone' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'sam@example.com' })).toBeInTheDocument();
    expect(within(rowOf('Raj Rao')).getByRole('button', { name: 'Leave team' })).toBeInTheDocument();
    expect(await accessibilityViolations()).toEqual([]);
  });

  it('leaves the team after asking, and goes to their companies', async () => {
    serve(role, team);
    const user = await show();
    api.on('DELETE /company/c1/members/u-recruiter', [200, { success: true, message: 'You left the team of Acme.' }]);
    await user.click(screen.getByRole('button', { name: 'Leave team' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Leave the team of Acme?' })).getByRole('button', { name: 'Leave team' }));

    expect(await findToast('You left the team of Acme.')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/admin/companies'));
    // The company is no longer theirs: its team is not asked for again.
    expect(api.calls('GET /company/c1/members')).toHaveLength(1);
  });
});

describe('CompanyTeamScreen for a company that is not theirs', () => {
  it('sends the recruiter to their companies, saying why (the server answers 404)', async () => {
    api.on('GET /company/get/c9', [404, { success: false, message: 'Company not found.' }]);
    api.on('GET /company/c9/members', [404, { success: false, message: 'Company not found.' }]);
    await renderScreen('/admin/companies/:id/team', <CompanyTeamScreen />, '/admin/companies/c9/team');
    expect(await findToast('That company was not found among your companies.')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/admin/companies'));
  });
});
