import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, type Applicant, type Interview, type TeamRole } from '@portal/shared-state';
import { accessibilityViolations } from '@portal/test-support/axe';
import { setUpFakeApi } from '@portal/shared-state/testing';
import ApplicantsScreen from '../applicants/ApplicantsScreen';
import { findToast } from '../testing/findToast';
import { aJobWithApplicants, anApplicant } from '../testing/fixtures';
import { renderScreen } from '../testing/renderScreen';

// A recruiter in Tokyo (UTC+09:00 all year), wherever the tests run: what they type is read there and sent in UTC.
beforeEach(() => {
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolvedOptions.call(this), timeZone: 'Asia/Tokyo' };
  });
});

const api = setUpFakeApi();

const PROPOSED: Interview = {
  _id: 'i1',
  status: 'proposed',
  slots: [
    { _id: 's1', start: '2030-12-03T01:00:00.000Z', durationMinutes: 45 },
    { _id: 's2', start: '2030-12-04T05:30:00.000Z', durationMinutes: 30 },
    { _id: 's3', start: '2030-12-05T08:00:00.000Z', durationMinutes: 60 },
  ],
  chosenSlotId: null,
  location: 'https://meet.example.com/abc',
  message: null,
  sequence: 0,
};
const SCHEDULED: Interview = { ...PROPOSED, status: 'scheduled', chosenSlotId: 's1' };
const ANSWER = { success: true, message: 'Interview proposed: the applicant is asked to pick a time.', interview: PROPOSED };

const show = async (application: Applicant, role: TeamRole = 'owner') => {
  api.on('GET /application/j1/applicants', [200, { success: true, role, job: aJobWithApplicants([application]) }]);
  await renderScreen('/admin/jobs/:id/applicants', <ApplicantsScreen />, '/admin/jobs/j1/applicants');
  await screen.findByRole('table');
  return userEvent.setup();
};

type User = Awaited<ReturnType<typeof show>>;

const openFromMenu = async (user: User, item: string) => {
  await user.click(screen.getByRole('button', { name: 'Change the status of Jane Doe' }));
  await user.click(screen.getByRole('menuitem', { name: item }));
};

const slot = (place: number) => screen.getByRole('group', { name: `Slot ${place}` });

const fillSlot = async (user: User, place: number, date: string, time: string, minutes?: string) => {
  const fields = within(slot(place));
  await user.clear(fields.getByLabelText('Date'));
  await user.type(fields.getByLabelText('Date'), date);
  await user.clear(fields.getByLabelText('Start time'));
  await user.type(fields.getByLabelText('Start time'), time);
  if (minutes) await user.selectOptions(fields.getByRole('combobox', { name: 'Duration' }), minutes);
};

describe('scheduling an interview from the applicants list', () => {
  it('names the zone, refuses a slot in the past by its place before sending, and sends every time in UTC', async () => {
    api.on('POST /application/a1/interview', [201, ANSWER]);
    const user = await show(anApplicant());
    await openFromMenu(user, 'Schedule interview');
    const dialog = screen.getByRole('dialog', { name: 'Schedule an interview with Jane Doe' });
    expect(within(dialog).getByText(/^Times are in Asia\/Tokyo \(UTC\+09:00\)\./)).toBeInTheDocument();

    await fillSlot(user, 1, '2030-12-03', '10:00', '45');
    await user.click(within(dialog).getByRole('button', { name: 'Add a slot' }));
    expect(within(slot(2)).getByLabelText('Date')).toHaveFocus();
    await fillSlot(user, 2, '2020-01-06', '09:30');
    await user.click(within(dialog).getByRole('button', { name: 'Send times' }));

    expect(within(slot(2)).getByRole('alert')).toHaveTextContent('Slot 2 must start in the future');
    expect(within(slot(2)).getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true');
    expect(within(slot(2)).getByLabelText('Date')).toHaveFocus();
    expect(within(slot(1)).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls('POST /application/a1/interview')).toHaveLength(0);

    await fillSlot(user, 2, '2030-12-04', '14:30');
    await user.type(within(dialog).getByRole('textbox', { name: 'Place or video link (optional)' }), 'https://meet.example.com/abc');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message to the student (optional)' }), 'Looking forward to it.');
    await user.click(within(dialog).getByRole('button', { name: 'Send times' }));

    expect(await findToast('Interview times sent to Jane Doe.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('POST /application/a1/interview').map(({ json }) => json)).toEqual([
      {
        slots: [
          { start: '2030-12-03T01:00:00.000Z', durationMinutes: 45 },
          { start: '2030-12-04T05:30:00.000Z', durationMinutes: 30 },
        ],
        location: 'https://meet.example.com/abc',
        message: 'Looking forward to it.',
      },
    ]);
  });

  it('offers at most 5 slots, and a slot can be removed', async () => {
    const user = await show(anApplicant());
    await openFromMenu(user, 'Schedule interview');
    const dialog = screen.getByRole('dialog', { name: 'Schedule an interview with Jane Doe' });
    expect(within(dialog).queryByRole('button', { name: 'Remove slot 1' })).not.toBeInTheDocument();
    for (let added = 0; added < 4; added++) await user.click(within(dialog).getByRole('button', { name: 'Add a slot' }));
    expect(within(dialog).getAllByRole('group', { name: /^Slot \d$/ })).toHaveLength(5);
    expect(within(dialog).queryByRole('button', { name: 'Add a slot' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove slot 3' }));
    expect(within(dialog).getAllByRole('group', { name: /^Slot \d$/ })).toHaveLength(4);
    expect(within(dialog).getByRole('button', { name: 'Add a slot' })).toHaveFocus();
    expect(await accessibilityViolations()).toEqual([]);
  });

  it("shows the server's refusal at the slot it names", async () => {
    api.on('POST /application/a1/interview', [400, { success: false, message: 'Slot 1: the duration must be 15 to 240 minutes' }]);
    const user = await show(anApplicant());
    await openFromMenu(user, 'Schedule interview');
    await fillSlot(user, 1, '2030-12-03', '10:00');
    await user.click(screen.getByRole('button', { name: 'Send times' }));

    await waitFor(() => expect(within(slot(1)).getByRole('alert')).toHaveTextContent('Slot 1: the duration must be 15 to 240 minutes'));
    expect(screen.getByRole('dialog', { name: 'Schedule an interview with Jane Doe' })).toBeInTheDocument();
  });

  it('keeps the dialog open while the times are sent, so a refusal is seen', async () => {
    const answer = api.hold('POST /application/a1/interview', [409, { success: false, message: 'This application was withdrawn, so no interview can be proposed.' }]);
    const user = await show(anApplicant());
    await openFromMenu(user, 'Schedule interview');
    const dialog = screen.getByRole('dialog', { name: 'Schedule an interview with Jane Doe' });
    await fillSlot(user, 1, '2030-12-03', '10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Send times' }));

    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Schedule an interview with Jane Doe' })).toBeInTheDocument();

    answer.release();
    expect(await within(dialog).findByText('This application was withdrawn, so no interview can be proposed.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled());
  });

  it.each(['accepted', 'rejected'] as const)('offers no interview for an application already %s', async (status) => {
    const user = await show(anApplicant({ status }));
    await user.click(screen.getByRole('button', { name: 'Change the status of Jane Doe' }));
    expect(screen.queryByRole('menuitem', { name: 'Schedule interview' })).not.toBeInTheDocument();
  });
});

describe('an interview in the applicant row', () => {
  it('counts the proposed times, and reschedules from them, read in the zone', async () => {
    api.on('POST /interview/i1/reschedule', [200, { ...ANSWER, message: 'New times proposed: the applicant is asked to pick one.' }]);
    const user = await show(anApplicant({ status: 'interview', interview: PROPOSED }));
    expect(screen.getByText('Interview proposed: 3 times')).toBeInTheDocument();

    await openFromMenu(user, 'Reschedule interview');
    const dialog = screen.getByRole('dialog', { name: 'Reschedule the interview with Jane Doe' });
    expect(within(slot(1)).getByLabelText('Date')).toHaveValue('2030-12-03');
    expect(within(slot(1)).getByLabelText('Start time')).toHaveValue('10:00');
    expect(within(slot(2)).getByLabelText('Start time')).toHaveValue('14:30');
    expect(within(slot(3)).getByRole('combobox', { name: 'Duration' })).toHaveValue('60');
    expect(within(dialog).getByRole('textbox', { name: 'Place or video link (optional)' })).toHaveValue('https://meet.example.com/abc');

    await user.click(within(dialog).getByRole('button', { name: 'Remove slot 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send new times' }));
    expect(await findToast('New interview times sent to Jane Doe.')).toBeInTheDocument();
    expect(api.calls('POST /interview/i1/reschedule').map(({ json }) => (json as { slots: unknown }).slots)).toEqual([
      [
        { start: '2030-12-03T01:00:00.000Z', durationMinutes: 45 },
        { start: '2030-12-04T05:30:00.000Z', durationMinutes: 30 },
      ],
    ]);
  });

  it('shows the chosen time in the zone with Add to calendar, and cancels after asking', async () => {
    api.on('POST /interview/i1/cancel', [200, { ...ANSWER, message: 'Interview cancelled: everyone invited is told.', interview: { ...SCHEDULED, status: 'cancelled' } }]);
    const user = await show(anApplicant({ status: 'interview', interview: SCHEDULED }));
    const row = screen.getByRole('button', { name: 'Jane Doe: timeline and notes' }).closest('tr')!;
    expect(within(row).getByText(/^Interview on .*Dec.*10:00.*10:45.*GMT\+9/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Add to calendar: the interview with Jane Doe' })).toHaveAttribute('href', apiUrl('/interview/i1/calendar.ics'));

    await openFromMenu(user, 'Cancel interview');
    const question = screen.getByRole('dialog', { name: 'Cancel the interview with Jane Doe?' });
    expect(within(question).getByRole('button', { name: 'Keep the interview' })).toHaveFocus();
    expect(await accessibilityViolations()).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Cancel interview' }));

    expect(await findToast('Interview with Jane Doe cancelled.')).toBeInTheDocument();
    expect(api.calls('POST /interview/i1/cancel')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a viewer see the interview and add it to their calendar, with nothing to schedule or cancel', async () => {
    await show(anApplicant({ status: 'interview', interview: SCHEDULED }), 'viewer');
    expect(screen.getByText(/^Interview on /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar: the interview with Jane Doe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change the status of Jane Doe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
    expect(await accessibilityViolations()).toEqual([]);
  });
});
