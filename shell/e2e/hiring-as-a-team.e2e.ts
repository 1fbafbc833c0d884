import type { Locator, Page } from 'playwright-core';
import { SmtpSink } from '@portal/test-support/smtp-sink';
import { callApi, createAccount } from '../../ci/e2e/support/api';
import { accessibilityViolations } from '../../ci/e2e/support/axe';
import { DESKTOP, screenshot, settled } from '../../ci/e2e/support/browser';
import { calendarMailTo, readCalendar, sinkMailTo } from '../../ci/e2e/support/calendar-mail';
import { cutOffCells, scrollsSideways } from '../../ci/e2e/support/layout';
import { siteUnderTest } from '../../ci/e2e/support/site-under-test';
import { openAs, watchedPage, type Side } from '../../ci/e2e/support/watched-page';

/**
 * Hiring as a team (issue 31), at a desktop's width and on a 360 px phone, every email through
 * a real SMTP server: an owner invites a recruiter, who accepts from the emailed link; the
 * recruiter (in Kolkata) offers two interview times, the student (in New York) sees them on
 * their own clock and picks one; the student, the recruiter and the owner each get the calendar
 * invitation, then its cancellation; the owner's analytics count what happened.
 */
const portalEnv: Record<string, string> = {};
let sink: SmtpSink;
// Before the portal starts (siteUnderTest reads portalEnv then): its mail goes to the sink.
beforeAll(async () => {
  sink = await SmtpSink.start();
  portalEnv.SMTP_URL = sink.url;
});
const site = siteUnderTest(portalEnv);
afterAll(async () => {
  await sink?.stop();
});

const PHONE_360 = { width: 360, height: 800 };
const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE_360],
] as const;
const TEAM_ZONE = 'Asia/Kolkata';
// India keeps no daylight saving: its clocks read UTC+05:30 all year.
const TEAM_ZONE_OFFSET_MINUTES = 330;
const STUDENT_ZONE = 'America/New_York';
const LOCATION = 'https://meet.example.com/team-interview';
const MESSAGE = 'Pick whichever suits you; we will talk about the platform team.';

type Slot = { date: string; time: string; durationMinutes: number; start: string };

/** A time `days` from now as a recruiter in Kolkata types it, and the UTC instant it names. */
function teamSlot(days: number, time: string, durationMinutes: number): Slot {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: TEAM_ZONE }).format(new Date(Date.now() + days * 86_400_000));
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 1, day, hour, minute) - TEAM_ZONE_OFFSET_MINUTES * 60_000).toISOString();
  return { date, time, durationMinutes, start };
}

/** The slot as the page's browser writes it on a clock in `zone`: what the screens must show there. */
const spanIn = (page: Page, zone: string, { start, durationMinutes }: Slot) =>
  page.evaluate(
    ([zone, start, minutes]) =>
      new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZoneName: 'short', timeZone: zone }).formatRange(
        new Date(start),
        new Date(Date.parse(start) + minutes * 60_000),
      ),
    [zone, start, durationMinutes] as const,
  );

const toast = (page: Page, message: string) => page.getByRole('status').filter({ hasText: message }).first().waitFor();

/** The text of each body row's cells (without the labels a phone's stacked cards show). */
const rowsOf = (table: Locator): Promise<string[][]> =>
  table.getByRole('row').evaluateAll((rows) =>
    rows
      .map((row) => Array.from(row.querySelectorAll('[role="cell"]')).map((cell) => cell.lastElementChild?.textContent?.trim() ?? ''))
      .filter((cells) => cells.length > 0),
  );

/** What every screen must be: as wide as the window, its tables whole, with no WCAG violation, nothing thrown or blocked. */
async function expectSound(side: Pick<Side, 'page' | 'errors'>, screenshotName: string): Promise<void> {
  await settled(side.page);
  expect(await scrollsSideways(side.page)).toBe(false);
  expect(await cutOffCells(side.page)).toEqual([]);
  expect(await accessibilityViolations(side.page)).toEqual([]);
  await screenshot(side.page, `hiring-as-a-team-${screenshotName}`);
  expect(side.errors).toEqual([]);
}

async function fillSlot(slot: Locator, { date, time, durationMinutes }: Slot) {
  await slot.getByLabel('Date', { exact: true }).fill(date);
  await slot.getByLabel('Start time', { exact: true }).fill(time);
  await slot.getByRole('combobox', { name: 'Duration' }).selectOption(String(durationMinutes));
}

describe.each(VIEWPORTS)('on a %s', (name, viewport) => {
  it('an owner invites a recruiter who joins from the email; an interview reaches every calendar and leaves it; the analytics count it', async () => {
    const base = site.portal.baseUrl;
    const companyName = `Team Works ${name}`;
    const title = `Platform Engineer (${name})`;
    const onTeamClock = { viewport, timezoneId: TEAM_ZONE };

    // The owner registers the company and posts the job, then invites a recruiter from the Team page.
    const owner = await openAs(site, 'recruiter', 'Olivia Owner', onTeamClock);
    const { company } = await callApi<{ company: { _id: string } }>(base, owner.account, 'POST', '/company/register', { companyName });
    const { job } = await callApi<{ job: { _id: string } }>(base, owner.account, 'POST', '/job/post', {
      title,
      description: 'Keeps the platform up for every team.',
      requirements: 'Kubernetes, TypeScript',
      salary: 18,
      location: 'Pune',
      jobType: 'Full Time',
      experience: 2,
      position: 1,
      companyId: company._id,
    });
    const invitee = await createAccount(base, 'recruiter', 'Ravi Recruiter');
    await owner.page.goto(`${base}/admin/companies/${company._id}/team`);
    const inviteForm = owner.page.getByRole('form', { name: 'Invite someone' });
    await inviteForm.getByLabel('Email', { exact: true }).fill(invitee.email);
    await inviteForm.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Recruiter' });
    await expectSound(owner, `${name}-01-team-invite-form`);
    await inviteForm.getByRole('button', { name: 'Send invitation' }).click();
    const pending = owner.page.getByRole('region', { name: 'Pending invitations', exact: true }).getByRole('row').filter({ hasText: invitee.email });
    await pending.getByText('Recruiter', { exact: true }).waitFor();
    await expectSound(owner, `${name}-02-team-invitation-pending`);

    // The invitee opens the emailed link, logs in from it, comes back and joins.
    const invitation = await sinkMailTo(sink, invitee.email, new RegExp(`Join ${companyName}'s hiring team`));
    const link = new URL(/https?:\/\/\S+?\/invitations\/accept\?token=[\w%-]+/.exec(invitation.text)![0]);
    const recruiter: Side = { ...(await watchedPage(site.browser, onTeamClock)), account: invitee };
    await recruiter.page.goto(`${base}${link.pathname}${link.search}`);
    await recruiter.page.getByRole('heading', { level: 2, name: companyName }).waitFor();
    await recruiter.page.getByText(`${companyName} invites ${invitee.email} to join its hiring team as a recruiter.`).waitFor();
    await expectSound(recruiter, `${name}-03-invitation-as-visitor`);
    await recruiter.page.getByRole('link', { name: 'Log in', exact: true }).click();
    await recruiter.page.waitForURL('**/login?redirect=*');
    await recruiter.page.getByLabel('Email').fill(invitee.email);
    await recruiter.page.getByLabel('Password').fill(invitee.password);
    await recruiter.page.getByRole('radio', { name: 'Recruiter' }).check();
    await recruiter.page.getByRole('button', { name: 'Login' }).click();
    const join = recruiter.page.getByRole('button', { name: `Join ${companyName}` });
    await join.waitFor();
    expect(new URL(recruiter.page.url()).pathname).toBe('/invitations/accept');
    await expectSound(recruiter, `${name}-04-invitation-join`);
    await join.click();
    await recruiter.page.waitForURL(`**/admin/companies/${company._id}/team`);
    const members = (page: Page) => page.getByRole('region', { name: 'Members', exact: true });
    await members(recruiter.page).getByRole('row').filter({ hasText: 'Ravi Recruiter (you)' }).getByText('Recruiter', { exact: true }).waitFor();
    await expectSound(recruiter, `${name}-05-team-as-the-new-recruiter`);

    // The owner's Team page lists them as Recruiter, and the invitation is used up.
    await owner.page.reload();
    const newMemberRole = members(owner.page).getByRole('combobox', { name: 'Role of Ravi Recruiter' });
    await newMemberRole.waitFor();
    expect(await newMemberRole.inputValue()).toBe('recruiter');
    await owner.page.getByText('No pending invitations.').waitFor();
    await expectSound(owner, `${name}-06-team-with-the-recruiter`);

    // Two students apply; the new recruiter shortlists both and rejects one (through the API).
    const student = await openAs(site, 'student', 'Jane Student', { viewport, timezoneId: STUDENT_ZONE });
    const other = await createAccount(base, 'student', 'Omar Student');
    for (const applicant of [student.account, other]) await callApi(base, applicant, 'POST', `/application/apply/${job._id}`);
    const applicants = await callApi<{ job: { applications: { _id: string; applicant: { email: string } }[] } }>(base, invitee, 'GET', `/application/${job._id}/applicants`);
    const applicationOf = (email: string) => applicants.job.applications.find(({ applicant }) => applicant.email === email)!._id;
    for (const email of [student.account.email, other.email]) {
      await callApi(base, invitee, 'POST', `/application/status/${applicationOf(email)}/update`, { status: 'shortlisted' });
    }
    await callApi(base, invitee, 'POST', `/application/status/${applicationOf(other.email)}/update`, { status: 'rejected' });

    // The recruiter offers two times, typed on a Kolkata clock.
    const early = teamSlot(3, '09:30', 45);
    const late = teamSlot(4, '16:00', 30);
    await recruiter.page.goto(`${base}/admin/jobs/${job._id}/applicants`);
    await recruiter.page.getByRole('button', { name: 'Change the status of Jane Student' }).click();
    await recruiter.page.getByRole('menuitem', { name: 'Schedule interview' }).click();
    const dialog = recruiter.page.getByRole('dialog', { name: 'Schedule an interview with Jane Student' });
    // Chromium names Kolkata by its older IANA name, Asia/Calcutta.
    await dialog.getByText(/^Times are in Asia\/(Kolkata|Calcutta) \(UTC\+05:30\)\./).waitFor();
    await fillSlot(dialog.getByRole('group', { name: 'Slot 1' }), early);
    await dialog.getByRole('button', { name: 'Add a slot' }).click();
    await fillSlot(dialog.getByRole('group', { name: 'Slot 2' }), late);
    await dialog.getByLabel('Place or video link (optional)').fill(LOCATION);
    await dialog.getByRole('textbox', { name: 'Message to the student (optional)' }).fill(MESSAGE);
    await expectSound(recruiter, `${name}-07-schedule-interview-dialog`);
    await dialog.getByRole('button', { name: 'Send times' }).click();
    await toast(recruiter.page, 'Interview times sent to Jane Student.');
    const janeRow = recruiter.page.getByRole('row').filter({ hasText: 'Jane Student' });
    await janeRow.getByText('Interview proposed: 2 times').waitFor();
    await expectSound(recruiter, `${name}-08-applicants-interview-proposed`);

    // The student sees both times on a New York clock, named, and picks the later one.
    await student.page.goto(`${base}/profile`);
    const card = student.page.getByRole('article', { name: `${title} at ${companyName}` });
    await card.getByText(MESSAGE).waitFor();
    await card.getByText(/^Times are in America\/New_York \(UTC-0[45]:00\)\.$/).waitFor();
    const times = card.getByRole('radiogroup', { name: 'Choose a time' }).getByRole('radio');
    const shown = [await spanIn(student.page, STUDENT_ZONE, early), await spanIn(student.page, STUDENT_ZONE, late)];
    expect(await times.evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent))).toEqual(shown);
    await card.getByRole('radio', { name: shown[1], exact: true }).check();
    await expectSound(student, `${name}-09-profile-choose-a-time`);
    await card.getByRole('button', { name: 'Confirm' }).click();
    await card.getByText(shown[1]!, { exact: true }).waitFor();
    const addToCalendar = card.getByRole('link', { name: 'Add to calendar' });
    await addToCalendar.waitFor();
    await expectSound(student, `${name}-10-profile-interview-scheduled`);

    // The student, the recruiter and the owner each get the invitation: one event, one UID, at the chosen time in UTC.
    const everyone = [student.account.email, invitee.email, owner.account.email];
    const requests = await Promise.all(everyone.map((to) => calendarMailTo(sink, to, 'REQUEST')));
    const { uid, sequence } = requests[0]!;
    for (const request of requests) {
      expect(request).toEqual({ mimeMethod: 'REQUEST', method: 'REQUEST', vevents: 1, uid, sequence, status: 'CONFIRMED', start: late.start, startsInUtc: true });
    }
    // "Add to calendar" downloads the same event.
    const download = await student.page.request.get(new URL((await addToCalendar.getAttribute('href'))!, base).toString());
    expect(download.status()).toBe(200);
    expect(readCalendar(await download.text())).toMatchObject({ uid, start: late.start });

    // The recruiter's row shows the chosen time on the Kolkata clock.
    await recruiter.page.reload();
    await janeRow.getByText(`Interview on ${await spanIn(recruiter.page, TEAM_ZONE, late)}`).waitFor();

    // The student cancels; everyone gets the cancellation of the same event.
    await card.getByRole('button', { name: 'Cancel interview' }).click();
    const confirmation = student.page.getByRole('dialog', { name: `Cancel your interview for ${title}?` });
    await expectSound(student, `${name}-11-cancel-interview-dialog`);
    await confirmation.getByRole('button', { name: 'Cancel interview' }).click();
    await card.waitFor({ state: 'detached' });
    await student.page.getByRole('row').filter({ hasText: title }).getByText('Interview cancelled').waitFor();
    await expectSound(student, `${name}-12-profile-interview-cancelled`);
    const cancellations = await Promise.all(everyone.map((to) => calendarMailTo(sink, to, 'CANCEL')));
    for (const cancellation of cancellations) {
      expect(cancellation).toMatchObject({ mimeMethod: 'CANCEL', method: 'CANCEL', vevents: 1, uid, status: 'CANCELLED', start: late.start });
      expect(cancellation.sequence).toBeGreaterThan(sequence);
    }
    await recruiter.page.reload();
    await janeRow.getByText('Interview cancelled').waitFor();

    // The owner's analytics: two applications today, both shortlisted, one interviewed, none accepted.
    await owner.page.goto(`${base}/admin/analytics?company=${company._id}`);
    const funnel = owner.page.getByRole('region', { name: 'The funnel', exact: true });
    await funnel.getByText('Of 2 applications, 2 reached Shortlisted (100% of Applied), 1 reached Interview (50% of Shortlisted) and 0 reached Accepted (0% of Interview).').waitFor();
    for (const disclosure of await owner.page.locator('summary').all()) await disclosure.click();
    expect(await rowsOf(owner.page.getByRole('region', { name: 'The funnel as a table' }))).toEqual([
      ['Applied', '2', 'First step'],
      ['Shortlisted', '2', '100% of Applied'],
      ['Interview', '1', '50% of Shortlisted'],
      ['Accepted', '0', '0% of Interview'],
    ]);
    const days = await rowsOf(owner.page.getByRole('region', { name: 'Applications per day as a table' }));
    expect(days.filter(([, count]) => count !== '0')).toEqual([[new Date().toISOString().slice(0, 10), '2']]);
    const [byJob] = await rowsOf(owner.page.getByRole('region', { name: 'Applications per job' }));
    expect(byJob!.slice(0, 3)).toEqual([title, '2', '0']);
    await expectSound(owner, `${name}-13-analytics`);

    for (const side of [owner, recruiter, student]) await side.page.context().close();
  }, 300_000);
});
