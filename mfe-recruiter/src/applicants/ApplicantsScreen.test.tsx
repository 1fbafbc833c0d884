import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Applicant } from '@portal/shared-state';
import { accessibilityViolations } from '@portal/test-support/axe';
import { aStudent } from '@portal/shared-state/testing';
import { currentLocation } from '@portal/shell/testing';
import { setUpFakeApi } from '@portal/shared-state/testing';
import { findToast } from '../testing/findToast';
import { aJobWithApplicants, anApplicant } from '../testing/fixtures';
import { failThenRetry, openWhileLoading } from '../testing/loadStates';
import { renderScreen } from '../testing/renderScreen';
import ApplicantsScreen from './ApplicantsScreen';

const api = setUpFakeApi();

const JANE = anApplicant();
const RAVI = anApplicant({
  _id: 'a2',
  status: 'rejected',
  createdAt: '2025-06-10T09:00:00.000Z',
  applicant: aStudent({ _id: 'u2', fullname: 'Ravi Kumar', email: 'ravi@example.com', phoneNumber: '+91 90000 00002' }),
});
const STATUS_OK = { success: true, message: 'Status updated successfully.' };

const show = (id = 'j1', search = '') => renderScreen('/admin/jobs/:id/applicants', <ApplicantsScreen />, `/admin/jobs/${id}/applicants${search}`);
const LOAD = { api, route: 'GET /application/j1/applicants', what: 'the applicants', open: () => show() };
const rowOf = (name: string) => screen.getByRole('button', { name: `${name}: timeline and notes` }).closest('tr')!;
type User = ReturnType<typeof userEvent.setup>;

/** The job's applicants as the server holds them: a stage change or a note changes what the next GET answers. */
function serveApplicants(applications: Applicant[]) {
  const held = applications.map((application) => ({ ...application, history: [...application.history], notes: [...application.notes] }));
  api.on('GET /application/j1/applicants', () => [200, { success: true, role: 'owner', job: aJobWithApplicants(held) }]);
  for (const application of held) {
    api.on(`POST /application/status/${application._id}/update`, ({ json }) => {
      const { status, message = null } = json as { status: Applicant['status']; message?: string };
      application.status = status;
      application.history.push({ status, message, createdAt: '2025-06-12T10:00:00.000Z' });
      return [200, STATUS_OK];
    });
    api.on(`POST /application/${application._id}/notes`, ({ json }) => {
      const note = { _id: `n${application.notes.length + 1}`, text: (json as { text: string }).text, createdAt: '2025-06-12T11:00:00.000Z' };
      application.notes.push(note);
      return [201, { success: true, message: 'Note added.', note }];
    });
  }
}

async function showApplicants(applications = [JANE, RAVI], search = '') {
  serveApplicants(applications);
  await show('j1', search);
  await screen.findByRole('table');
  return userEvent.setup();
}

async function choose(user: User, applicant: string, stage: string) {
  await user.click(screen.getByRole('button', { name: `Change the status of ${applicant}` }));
  await user.click(screen.getByRole('menuitem', { name: stage }));
}

async function move(user: User, applicant: string, stage: string, message = '') {
  await choose(user, applicant, stage);
  const dialog = screen.getByRole('dialog', { name: `Move ${applicant} to ${stage}` });
  if (message) await user.type(within(dialog).getByRole('textbox', { name: 'Message to the student (optional)' }), message);
  await user.click(within(dialog).getByRole('button', { name: `Move to ${stage}` }));
}

describe('ApplicantsScreen', () => {
  it('shows a loading state until the applicants arrive', async () => {
    const release = await openWhileLoading(LOAD, [200, { success: true, role: 'owner', job: aJobWithApplicants([JANE]) }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Applicants' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Applicants (1)' })).toBeInTheDocument();
  });

  it('lists each applicant: name, email, contact, resume, date applied, status and an Action menu', async () => {
    await showApplicants();
    expect(screen.getByRole('heading', { level: 1, name: 'Applicants (2)' })).toBeInTheDocument();
    expect(screen.getByText('Frontend Developer at Acme')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'FullName',
      'Email',
      'Contact',
      'Resume',
      'Date',
      'Status',
      'Action',
    ]);
    const jane = within(rowOf('Jane Doe'));
    expect(jane.getByRole('cell', { name: 'jane@example.com' })).toBeInTheDocument();
    expect(jane.getByRole('cell', { name: '+91 90000 00001' })).toBeInTheDocument();
    const resume = jane.getByRole('link', { name: /^jane-doe-cv\.pdf/ });
    expect(resume).toHaveAttribute('href', 'https://files.example/cv-jane.pdf');
    expect(resume).toHaveAttribute('target', '_blank');
    expect(jane.getByRole('cell', { name: '2025-06-03' })).toBeInTheDocument();
    expect(jane.getByText('PENDING')).toBeInTheDocument();

    const ravi = within(rowOf('Ravi Kumar'));
    expect(ravi.getByRole('cell', { name: 'NA' })).toBeInTheDocument();
    expect(ravi.getByText('REJECTED')).toBeInTheDocument();
  });

  it('offers every other stage in the Action menu, then scheduling an interview', async () => {
    const user = await showApplicants();
    await user.click(screen.getByRole('button', { name: 'Change the status of Jane Doe' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Shortlisted', 'Interview', 'Accepted', 'Rejected', 'Schedule interview']);
  });

  it('moves an applicant to a stage with a message: the dialog sends both, the row and a toast say so', async () => {
    const user = await showApplicants();
    await move(user, 'Jane Doe', 'Interview', 'Tuesday 10:00, Room 4.');

    expect(await findToast('Jane Doe moved to Interview.')).toBeInTheDocument();
    expect(api.calls('POST /application/status/a1/update')[0]!.json).toEqual({ status: 'interview', message: 'Tuesday 10:00, Room 4.' });
    expect(await within(rowOf('Jane Doe')).findByText('INTERVIEW')).toBeInTheDocument();
    expect(within(rowOf('Ravi Kumar')).getByText('REJECTED')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends no message when none is typed, and Cancel sends nothing at all', async () => {
    const user = await showApplicants();
    await choose(user, 'Jane Doe', 'Rejected');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('POST /application/status/a1/update')).toHaveLength(0);

    await move(user, 'Jane Doe', 'Accepted');
    expect(await findToast('Jane Doe moved to Accepted.')).toBeInTheDocument();
    expect(api.calls('POST /application/status/a1/update')[0]!.json).toEqual({ status: 'accepted' });
  });

  it('keeps the dialog busy while the change is saved', async () => {
    serveApplicants([JANE]);
    const answer = api.hold('POST /application/status/a1/update', [200, STATUS_OK]);
    await show();
    await screen.findByRole('table');
    const user = userEvent.setup();
    await move(user, 'Jane Doe', 'Shortlisted');

    expect(within(screen.getByRole('dialog')).getByRole('button', { name: /Please wait/ })).toBeDisabled();
    answer.release();
    expect(await findToast('Jane Doe moved to Shortlisted.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's message when the change is refused, keeps the dialog and what was typed", async () => {
    const user = await showApplicants();
    api.on('POST /application/status/a1/update', [409, { success: false, message: 'This application was withdrawn by the student.' }]);
    await move(user, 'Jane Doe', 'Accepted', 'Welcome aboard');

    expect(await findToast('This application was withdrawn by the student.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message to the student (optional)' })).toHaveValue('Welcome aboard');
    expect(within(rowOf('Jane Doe')).getByText('PENDING')).toBeInTheDocument();
  });

  it('shows a withdrawn application as Withdrawn, with no way to move it', async () => {
    await showApplicants([anApplicant({ status: 'withdrawn' })]);
    expect(within(rowOf('Jane Doe')).getByText('WITHDRAWN')).toBeInTheDocument();
    expect(within(rowOf('Jane Doe')).getByText('Withdrawn by the student')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change the status of Jane Doe' })).not.toBeInTheDocument();
  });

  it('filters by stage, each option with its count, keeping the choice in the address', async () => {
    const user = await showApplicants([JANE, RAVI, anApplicant({ _id: 'a3', status: 'withdrawn', applicant: aStudent({ _id: 'u3', fullname: 'Asha Rao' }) })]);
    const filter = screen.getByRole('combobox', { name: 'Show' });
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All (3)',
      'Pending (1)',
      'Shortlisted (0)',
      'Interview (0)',
      'Accepted (0)',
      'Rejected (1)',
      'Withdrawn (1)',
    ]);
    await user.selectOptions(filter, 'rejected');
    expect(screen.getAllByRole('button', { name: /: timeline and notes$/ }).map((button) => button.textContent)).toEqual(['Ravi Kumar']);
    await waitFor(() => expect(currentLocation()).toBe('/admin/jobs/j1/applicants?stage=rejected'));

    await user.selectOptions(filter, 'shortlisted');
    expect(screen.getByRole('heading', { name: 'No applicants at Shortlisted' })).toBeInTheDocument();
  });

  it('opens on the stage named in the address', async () => {
    await showApplicants([JANE, RAVI], '?stage=pending');
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('pending');
    expect(screen.queryByRole('button', { name: 'Ravi Kumar: timeline and notes' })).not.toBeInTheDocument();
  });

  it("opens an applicant's timeline with the messages sent, and adds a private note there", async () => {
    const shortlisted = anApplicant({
      status: 'shortlisted',
      history: [...JANE.history, { status: 'shortlisted', message: 'Strong portfolio.', createdAt: '2025-06-05T09:00:00.000Z' }],
      notes: [{ _id: 'n1', text: 'Ask about Kafka.', createdAt: '2025-06-05T09:30:00.000Z' }],
    });
    const user = await showApplicants([shortlisted]);
    await user.click(screen.getByRole('button', { name: 'Jane Doe: timeline and notes' }));

    const dialog = screen.getByRole('dialog', { name: 'Jane Doe' });
    const steps = within(within(dialog).getByRole('list', { name: "Timeline of Jane Doe's application" })).getAllByRole('listitem');
    expect(steps.map((step) => step.firstChild?.textContent)).toEqual(['PENDING', 'SHORTLISTED']);
    expect(within(steps[1]!).getByText('Strong portfolio.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ask about Kafka.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Add a note' }), 'Offer 18 LPA.');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(await findToast('Note added.')).toBeInTheDocument();
    expect(api.calls('POST /application/a1/notes')[0]!.json).toEqual({ text: 'Offer 18 LPA.' });
    expect(await within(dialog).findByText('Offer 18 LPA.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
  });

  it('keeps a note that could not be saved in its field', async () => {
    const user = await showApplicants([JANE]);
    api.on('POST /application/a1/notes', [404, { success: false, message: 'Application not found.' }]);
    await user.click(screen.getByRole('button', { name: 'Jane Doe: timeline and notes' }));
    await user.type(screen.getByRole('textbox', { name: 'Add a note' }), 'Call back');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await findToast('Application not found.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Add a note' })).toHaveValue('Call back');
  });

  it('says when nobody has applied yet', async () => {
    api.on('GET /application/j1/applicants', [200, { success: true, role: 'owner', job: aJobWithApplicants([]) }]);
    await show();
    expect(await screen.findByRole('heading', { name: 'No applicants yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Applicants (0)' })).toBeInTheDocument();
  });

  it("sends the recruiter to their jobs, saying why, for a job that is not theirs or does not exist (the server's 404 for both)", async () => {
    api.on('GET /application/j9/applicants', [404, { success: false, message: 'Job not found.' }]);
    await show('j9');
    expect(await findToast("That job was not found among your companies' jobs.")).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/admin/jobs'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows why loading failed, and tries again on request', async () => {
    await failThenRetry(LOAD, [200, { success: true, role: 'owner', job: aJobWithApplicants([JANE]) }]);
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('ApplicantsScreen: screening questions', () => {
  const REASON = 'Not taken further: the answer to “Can you work from Pune?” did not meet this job\'s requirement.';
  const QUESTIONS = [
    { _id: 'q1', text: 'Can you work from Pune?', kind: 'yesno' as const, options: [], required: true, knockout: { equals: true } },
    { _id: 'q2', text: 'Years of React?', kind: 'number' as const, options: [], required: false, knockout: null },
  ];
  const PASSED = anApplicant({
    answers: [
      { questionId: 'q1', question: 'Can you work from Pune?', value: true, knockedOut: false },
      { questionId: 'q2', question: 'Years of React?', value: 4, knockedOut: false },
    ],
  });
  const SCREENED_OUT = anApplicant({
    _id: 'a2',
    status: 'rejected',
    applicant: aStudent({ _id: 'u2', fullname: 'Ravi Kumar', email: 'ravi@example.com' }),
    history: [
      { status: 'pending', message: null, createdAt: '2025-06-10T09:00:00.000Z' },
      { status: 'rejected', message: REASON, createdAt: '2025-06-10T09:00:00.000Z' },
    ],
    answers: [
      { questionId: 'q1', question: 'Can you work from Pune?', value: false, knockedOut: true },
      { questionId: 'q2', question: 'Years of React?', value: null, knockedOut: false },
    ],
  });
  const names = () => screen.queryAllByRole('button', { name: /: answers, timeline and notes$/ }).map((button) => button.textContent);

  async function showScreened(applications = [PASSED, SCREENED_OUT], search = '') {
    api.on('GET /application/j1/applicants', [200, { success: true, role: 'owner', job: { ...aJobWithApplicants(applications), questions: QUESTIONS } }]);
    api.on('POST /application/status/a2/update', [200, STATUS_OK]);
    await show('j1', search);
    await screen.findByRole('table');
    return userEvent.setup();
  }

  it('marks a screened-out applicant in words in the row, as Rejected', async () => {
    await showScreened();
    const ravi = within(screen.getByRole('button', { name: 'Ravi Kumar: answers, timeline and notes' }).closest('tr')!);
    expect(ravi.getByText('REJECTED')).toBeInTheDocument();
    expect(ravi.getByText('Screened out')).toBeInTheDocument();
    const jane = within(screen.getByRole('button', { name: 'Jane Doe: answers, timeline and notes' }).closest('tr')!);
    expect(jane.queryByText('Screened out')).not.toBeInTheDocument();
  });

  it("shows each answer under its question, the one that screened the applicant out marked, and the reason in the timeline", async () => {
    const user = await showScreened();
    await user.click(screen.getByRole('button', { name: 'Ravi Kumar: answers, timeline and notes' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Ravi Kumar' }));
    const answers = dialog.getByRole('region', { name: 'Answers' });
    expect(within(answers).getAllByRole('term').map((term) => term.textContent)).toEqual(['Can you work from Pune?', 'Years of React?']);
    expect(within(answers).getAllByRole('definition').map((answer) => answer.textContent)).toEqual([
      'NoScreened out: not the answer this job needs',
      'Not answered',
    ]);
    expect(dialog.getByText(REASON)).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Jane Doe: answers, timeline and notes' }));
    const passed = within(screen.getByRole('dialog', { name: 'Jane Doe' }));
    expect(passed.getAllByRole('definition').map((answer) => answer.textContent)).toEqual(['Yes', '4']);
  });

  it('filters by screening, counted, together with the stage, keeping both in the address', async () => {
    const user = await showScreened([PASSED, SCREENED_OUT, anApplicant({ _id: 'a3', status: 'shortlisted', applicant: aStudent({ _id: 'u3', fullname: 'Asha Rao' }), answers: PASSED.answers })]);
    const filter = screen.getByRole('combobox', { name: 'Screening' });
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['All (3)', 'Passed screening (2)', 'Screened out (1)']);

    await user.selectOptions(filter, 'Screened out (1)');
    expect(names()).toEqual(['Ravi Kumar']);
    await user.selectOptions(filter, 'Passed screening (2)');
    expect(names()).toEqual(['Jane Doe', 'Asha Rao']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'shortlisted');
    expect(names()).toEqual(['Asha Rao']);
    await waitFor(() => expect(currentLocation()).toBe('/admin/jobs/j1/applicants?screening=passed&stage=shortlisted'));

    await user.selectOptions(filter, 'Screened out (1)');
    expect(screen.getByRole('heading', { name: 'No applicants were screened out at Shortlisted' })).toBeInTheDocument();
  });

  it('opens on the screening named in the address', async () => {
    await showScreened([PASSED, SCREENED_OUT], '?screening=screened-out');
    expect(screen.getByRole('combobox', { name: 'Screening' })).toHaveValue('screened-out');
    expect(names()).toEqual(['Ravi Kumar']);
  });

  it('still lets the team move a screened-out applicant by hand', async () => {
    const user = await showScreened();
    await move(user, 'Ravi Kumar', 'Shortlisted');
    expect(await findToast('Ravi Kumar moved to Shortlisted.')).toBeInTheDocument();
    expect(api.calls('POST /application/status/a2/update')[0]!.json).toEqual({ status: 'shortlisted' });
  });

  it('offers no screening filter for a job that never asked questions', async () => {
    await showApplicants();
    expect(screen.queryByRole('combobox', { name: 'Screening' })).not.toBeInTheDocument();
  });
});

describe('ApplicantsScreen: applicants waiting for the team', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  // JANE is pending since June 2025: waiting. RAVI was rejected: an answer, never waiting.
  const ASHA = anApplicant({
    _id: 'a3',
    status: 'shortlisted',
    updatedAt: new Date(Date.now() - 2 * DAY_MS).toISOString(),
    applicant: aStudent({ _id: 'u3', fullname: 'Asha Rao', email: 'asha@example.com' }),
  });
  const OMAR = anApplicant({
    _id: 'a4',
    status: 'interview',
    updatedAt: new Date(Date.now() - 8 * DAY_MS).toISOString(),
    applicant: aStudent({ _id: 'u4', fullname: 'Omar Khan', email: 'omar@example.com' }),
  });
  const names = () => screen.queryAllByRole('button', { name: /: timeline and notes$/ }).map((button) => button.textContent);

  it('opens on the waiting applicants when the address says waiting=1, as the jobs list links it', async () => {
    await showApplicants([JANE, RAVI, ASHA, OMAR], '?waiting=1');
    const filter = screen.getByRole('combobox', { name: 'Waiting' });
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['All (4)', 'Waiting over 7 days (2)']);
    expect(filter).toHaveValue('1');
    expect(names()).toEqual(['Jane Doe', 'Omar Khan']);
  });

  it('shows everyone again on request, leaving the filter out of the address, and keeps it beside the stage', async () => {
    const user = await showApplicants([JANE, RAVI, ASHA, OMAR], '?waiting=1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Waiting' }), 'All (4)');
    expect(names()).toEqual(['Jane Doe', 'Ravi Kumar', 'Asha Rao', 'Omar Khan']);
    await waitFor(() => expect(currentLocation()).toBe('/admin/jobs/j1/applicants'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'interview');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Waiting' }), 'Waiting over 7 days (2)');
    expect(names()).toEqual(['Omar Khan']);
    await waitFor(() => expect(currentLocation()).toBe('/admin/jobs/j1/applicants?stage=interview&waiting=1'));
  });

  it('says so when nobody waits', async () => {
    serveApplicants([RAVI, ASHA]);
    await show('j1', '?waiting=1');
    expect(await screen.findByRole('heading', { name: 'No applicants waiting over 7 days' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Waiting' })).toHaveValue('1');
  });

  it('has no WCAG violations axe can find with the filter on', async () => {
    await showApplicants([JANE, RAVI, ASHA, OMAR], '?waiting=1');
    expect(await accessibilityViolations()).toEqual([]);
  });
});
