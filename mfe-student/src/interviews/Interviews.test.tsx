import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, type Interview, type StudentApplication } from '@portal/shared-state';
import { accessibilityViolations } from '@portal/test-support/axe';
import { aStudent } from '@portal/shared-state/testing';
import { renderWithShell } from '@portal/shell/testing';
import ProfileScreen from '../profile/ProfileScreen';
import { aCompany, aJob, aStudentApplication, startFakeApi, type FakeApi } from '../testing/fakeApi';
import { findToast } from '../testing/findToast';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());

// A student in Tokyo (UTC+09:00 all year), wherever the tests run: times show there, named.
beforeEach(() => {
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolvedOptions.call(this), timeZone: 'Asia/Tokyo' };
  });
});

const PROPOSED: Interview = {
  _id: 'i1',
  status: 'proposed',
  slots: [
    { _id: 's1', start: '2030-12-03T01:00:00.000Z', durationMinutes: 45 },
    { _id: 's2', start: '2030-12-04T05:30:00.000Z', durationMinutes: 30 },
  ],
  chosenSlotId: null,
  location: 'https://meet.example.com/abc',
  message: 'Looking forward to it.',
  sequence: 0,
};
const SCHEDULED: Interview = { ...PROPOSED, status: 'scheduled', chosenSlotId: 's2' };
const CANCELLED: Interview = { ...SCHEDULED, status: 'cancelled', sequence: 1 };

const job = aJob({ _id: 'j1', title: 'Frontend Developer', company: aCompany({ name: 'Acme' }) });
const withInterview = (interview: Interview): StudentApplication => aStudentApplication({ _id: 'a1', job, status: 'interview', interview });

/** The applied jobs as the server holds them: answering the interview changes what the next GET says. */
function serve(interview: Interview) {
  let current = interview;
  api.on('GET', '/application/get', () => [200, { success: true, application: [withInterview(current)] }]);
  api.on('POST', '/interview/i1/choose', (request) => {
    const { slotId } = JSON.parse(request.body) as { slotId: string };
    current = { ...current, status: 'scheduled', chosenSlotId: slotId };
    return [200, { success: true, message: 'Interview scheduled: the invitation is on its way to your calendar.', interview: current }];
  });
  api.on('POST', '/interview/i1/cancel', () => {
    current = { ...current, status: 'cancelled', sequence: current.sequence + 1 };
    return [200, { success: true, message: 'Interview cancelled: everyone invited is told.', interview: current }];
  });
}

async function showProfile() {
  await renderWithShell(<ProfileScreen />, { route: '/profile', user: aStudent() });
  await screen.findByRole('button', { name: 'View the history of your application to Frontend Developer' });
  return userEvent.setup();
}

const card = () => screen.getByRole('article', { name: 'Frontend Developer at Acme' });

describe("the student's interviews", () => {
  it('offers the proposed times in their zone, named, and schedules the one confirmed', async () => {
    serve(PROPOSED);
    const user = await showProfile();
    expect(within(card()).getByText('Looking forward to it.')).toBeInTheDocument();
    expect(within(card()).getByText('Times are in Asia/Tokyo (UTC+09:00).')).toBeInTheDocument();
    const times = within(card()).getByRole('radiogroup', { name: 'Choose a time' });
    const options = within(times).getAllByRole('radio');
    expect(options.map((option) => (option as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      expect.stringMatching(/Dec.*10:00.*10:45.*GMT\+9/),
      expect.stringMatching(/Dec.*(14|2):30.*(15|3):00.*GMT\+9/),
    ]);
    expect(within(screen.getByRole('table')).getByText('Interview: choose a time')).toBeInTheDocument();
    expect(await accessibilityViolations()).toEqual([]);

    await user.click(within(card()).getByRole('button', { name: 'Confirm' }));
    expect(within(card()).getByRole('alert')).toHaveTextContent('Choose one of the times first.');
    expect(api.requests('POST', '/interview/i1/choose')).toHaveLength(0);

    await user.click(options[1]!);
    await user.click(within(card()).getByRole('button', { name: 'Confirm' }));
    expect(await findToast('Interview scheduled: the invitation is on its way to your calendar.')).toBeInTheDocument();
    expect(api.requests('POST', '/interview/i1/choose').map((request) => JSON.parse(request.body))).toEqual([{ slotId: 's2' }]);
    await waitFor(() => expect(within(card()).getByRole('link', { name: 'Add to calendar' })).toBeInTheDocument());
  });

  it('shows the scheduled time, the place and Add to calendar, and cancels after asking', async () => {
    serve(SCHEDULED);
    const user = await showProfile();
    expect(within(card()).getByText(/Dec.*(14|2):30.*(15|3):00.*GMT\+9/)).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'https://meet.example.com/abc' })).toHaveAttribute('href', 'https://meet.example.com/abc');
    expect(within(card()).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', apiUrl('/interview/i1/calendar.ics'));

    await user.click(within(card()).getByRole('button', { name: 'Cancel interview' }));
    const question = screen.getByRole('dialog', { name: 'Cancel your interview for Frontend Developer?' });
    expect(within(question).getByRole('button', { name: 'Keep the interview' })).toHaveFocus();
    expect(await accessibilityViolations()).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Cancel interview' }));

    expect(await findToast('Interview cancelled: everyone invited is told.')).toBeInTheDocument();
    expect(api.requests('POST', '/interview/i1/cancel')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(within(screen.getByRole('table')).getByText('Interview cancelled')).toBeInTheDocument();
  });

  it("shows the server's refusal when the interview was cancelled meanwhile", async () => {
    serve(PROPOSED);
    api.on('POST', '/interview/i1/choose', [409, { success: false, message: 'This interview was cancelled, so its times can no longer be chosen.' }]);
    const user = await showProfile();
    await user.click(within(card()).getAllByRole('radio')[0]!);
    await user.click(within(card()).getByRole('button', { name: 'Confirm' }));
    expect(await findToast('This interview was cancelled, so its times can no longer be chosen.')).toBeInTheDocument();
  });

  it('offers only the times still ahead', async () => {
    serve({ ...PROPOSED, slots: [{ _id: 's0', start: '2020-01-06T01:00:00.000Z', durationMinutes: 30 }, ...PROPOSED.slots] });
    await showProfile();
    const options = within(within(card()).getByRole('radiogroup', { name: 'Choose a time' })).getAllByRole('radio');
    expect(options.map((option) => (option as HTMLInputElement).value)).toEqual(['s1', 's2']);
  });

  it('says when every time offered has passed, with nothing to confirm', async () => {
    serve({ ...PROPOSED, slots: [{ _id: 's0', start: '2020-01-06T01:00:00.000Z', durationMinutes: 30 }] });
    await showProfile();
    expect(within(card()).getByText('Every time offered has passed: the hiring team will propose new ones.')).toBeInTheDocument();
    expect(within(card()).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(await accessibilityViolations()).toEqual([]);
  });

  it('says a cancelled interview is cancelled, with nothing to answer', async () => {
    serve(CANCELLED);
    await showProfile();
    expect(within(screen.getByRole('table')).getByText('Interview cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });
});
