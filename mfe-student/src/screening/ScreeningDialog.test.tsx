import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { knockoutReason, type ScreeningQuestion } from '@portal/shared-state';
import { Route, Routes } from '@portal/shared-ui';
import { accessibilityViolations } from '@portal/test-support/axe';
import { aStudent } from '@portal/shared-state/testing';
import { renderWithShell } from '@portal/shell/testing';
import JobDescriptionScreen from '../job-description/JobDescriptionScreen';
import { aJob, heldReply, startFakeApi, type FakeApi } from '../testing/fakeApi';
import { findToast } from '../testing/findToast';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());

const question = (fields: Partial<ScreeningQuestion> & Pick<ScreeningQuestion, '_id' | 'text' | 'kind'>): ScreeningQuestion => ({
  options: [],
  required: true,
  ...fields,
});

const authorised = question({ _id: 'q1', text: 'Are you authorised to work in India?', kind: 'yesno' });
const years = question({ _id: 'q2', text: 'Years of React experience', kind: 'number' });
const shift = question({ _id: 'q3', text: 'Preferred shift', kind: 'choice', options: ['Morning', 'Evening'] });
const portfolio = question({ _id: 'q4', text: 'Link to your portfolio', kind: 'text', required: false });

const job = aJob({ _id: '5', title: 'Backend Developer', questions: [authorised, years, shift, portfolio] });
const applied = { ...job, applications: [{ _id: '900', applicant: aStudent()._id, status: 'pending' as const }] };

/** The job page of a logged-in student, the job reading as applied once the server took an application. */
async function openJob(theJob = job) {
  api.on('GET', '/job/get/5', () => [200, { success: true, job: api.requests('POST', '/application/apply/5').length > 0 ? applied : theJob }]);
  await renderWithShell(
    <Routes>
      <Route path="/description/:id" element={<JobDescriptionScreen />} />
    </Routes>,
    { route: '/description/5', user: aStudent() },
  );
  const user = userEvent.setup();
  return { user, applyNow: await screen.findByRole('button', { name: 'Apply Now' }) };
}

async function openQuestions(theJob = job) {
  const opened = await openJob(theJob);
  await opened.user.click(opened.applyNow);
  return { ...opened, dialog: screen.getByRole('dialog', { name: 'Apply to Backend Developer' }) };
}

const sentAnswers = () => api.requests('POST', '/application/apply/5').map((request) => JSON.parse(request.body) as unknown);

describe('Screening questions when applying', () => {
  it("asks the job's questions in a dialog, each with the control of its kind, the required ones marked", async () => {
    const { dialog } = await openQuestions();

    const yesNo = within(dialog).getByRole('radiogroup', { name: 'Are you authorised to work in India? (required)' });
    expect(within(yesNo).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Yes', 'No']);
    // The first question takes the focus, as Tab would bring it.
    expect(within(yesNo).getByRole('radio', { name: 'Yes' })).toHaveFocus();
    expect(within(dialog).getByRole('spinbutton', { name: 'Years of React experience (required)' })).toBeInTheDocument();
    const choice = within(dialog).getByRole('radiogroup', { name: 'Preferred shift (required)' });
    expect(within(choice).getAllByRole('radio')).toHaveLength(2);
    expect(within(dialog).getByRole('textbox', { name: 'Link to your portfolio' })).toHaveAttribute('maxLength', '500');
    expect(await accessibilityViolations(dialog)).toEqual([]);
    expect(api.requests('POST', '/application/apply/5')).toHaveLength(0);
  });

  it('offers a choice of many options as a list', async () => {
    const city = question({ _id: 'q5', text: 'Which office?', kind: 'choice', options: ['Pune', 'Mumbai', 'Delhi', 'Chennai', 'Kolkata', 'Jaipur'] });
    const { user, dialog } = await openQuestions({ ...job, questions: [city] });
    const list = within(dialog).getByRole('combobox', { name: 'Which office? (required)' });
    await user.selectOptions(list, 'Chennai');
    api.on('POST', '/application/apply/5', [201, { success: true, message: 'Job applied successfully.', status: 'pending' }]);
    // The button reads "Please wait" until the refused request has settled in the store.
    await user.click(await within(dialog).findByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(sentAnswers()).toEqual([{ answers: [{ questionId: 'q5', value: 'Chennai' }] }]));
  });

  it('names each required question left unanswered at it, focuses the first, and sends nothing', async () => {
    const { user, dialog } = await openQuestions();
    await user.type(within(dialog).getByRole('spinbutton', { name: /Years of React/ }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    const yesNo = within(dialog).getByRole('radiogroup', { name: /authorised/ });
    expect(yesNo).toHaveAttribute('aria-invalid', 'true');
    expect(yesNo).toHaveAccessibleDescription('Please answer “Are you authorised to work in India?”');
    expect(within(yesNo).getByRole('radio', { name: 'Yes' })).toHaveFocus();
    expect(within(dialog).getByRole('radiogroup', { name: /Preferred shift/ })).toHaveAccessibleDescription('Please answer “Preferred shift”');
    // Answered, or optional: no message.
    expect(within(dialog).getByRole('spinbutton', { name: /Years of React/ })).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByRole('textbox', { name: 'Link to your portfolio' })).not.toHaveAttribute('aria-invalid');
    expect(api.requests('POST', '/application/apply/5')).toHaveLength(0);
  });

  it('sends the answers in their kinds, then closes, toasts and reads Already Applied with the focus on it', async () => {
    api.on('POST', '/application/apply/5', [201, { success: true, message: 'Job applied successfully.', status: 'pending' }]);
    const { user, dialog } = await openQuestions();
    await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /Years of React/ }), '2.5');
    await user.click(within(dialog).getByRole('radio', { name: 'Evening' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    expect(await findToast('Job applied successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const alreadyApplied = screen.getByRole('button', { name: 'Already Applied' });
    expect(alreadyApplied).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(alreadyApplied).toHaveFocus());
    expect(sentAnswers()).toEqual([
      {
        answers: [
          { questionId: 'q1', value: true },
          { questionId: 'q2', value: 2.5 },
          { questionId: 'q3', value: 'Evening' },
          // Optional, left blank.
          { questionId: 'q4', value: null },
        ],
      },
    ]);
  });

  it('can be answered by keyboard alone', async () => {
    api.on('POST', '/application/apply/5', [201, { success: true, message: 'Job applied successfully.', status: 'pending' }]);
    const { user } = await openJob();
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Apply to Backend Developer' });
    // On Yes; the arrow moves to No and chooses it, as in any radio group.
    await user.keyboard('{ArrowRight}');
    await user.tab();
    await user.keyboard('0');
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard('github.com/jane{Enter}');

    await waitFor(() => expect(api.requests('POST', '/application/apply/5')).toHaveLength(1));
    expect(sentAnswers()).toEqual([
      {
        answers: [
          { questionId: 'q1', value: false },
          { questionId: 'q2', value: 0 },
          { questionId: 'q3', value: 'Morning' },
          { questionId: 'q4', value: 'github.com/jane' },
        ],
      },
    ]);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('tells a student screened out by an answer kindly, beside the button, not as an error', async () => {
    const kindly = 'Thank you for applying. Your application was not taken further: ' + knockoutReason(authorised);
    api.on('POST', '/application/apply/5', [201, { success: true, message: kindly, status: 'rejected' }]);
    const { user, dialog } = await openQuestions();
    await user.click(within(dialog).getByRole('radio', { name: 'No' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /Years of React/ }), '1');
    await user.click(within(dialog).getByRole('radio', { name: 'Morning' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    const alreadyApplied = await screen.findByRole('button', { name: 'Already Applied' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(kindly)).toBeVisible();
    // Read out with the button the focus returns to.
    expect(alreadyApplied).toHaveAccessibleDescription(kindly);
    await waitFor(() => expect(alreadyApplied).toHaveFocus());
    expect(screen.queryByText('Job applied successfully.')).not.toBeInTheDocument();
    expect(screen.queryByText(kindly, { selector: '[role="status"], [role="alert"]' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal at the question it names, keeping every answer, and sends again", async () => {
    const held = heldReply();
    api.on('POST', '/application/apply/5', held.route);
    const { user, dialog } = await openQuestions();
    await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /Years of React/ }), '3');
    await user.click(within(dialog).getByRole('radio', { name: 'Evening' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Link to your portfolio' }), 'jane.dev');
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    expect(within(dialog).getByRole('button', { name: 'Please wait' })).toBeDisabled();
    // Not closed while the answer is awaited.
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(api.requests('POST', '/application/apply/5')).toHaveLength(1));
    await act(async () => held.send([400, { success: false, message: '“Years of React experience” takes a number' }]));

    const years = await within(dialog).findByRole('spinbutton', { name: /Years of React/ });
    await waitFor(() => expect(years).toHaveFocus());
    expect(years).toHaveAttribute('aria-invalid', 'true');
    expect(years).toHaveAccessibleDescription('“Years of React experience” takes a number');
    expect(years).toHaveValue(3);
    expect(within(dialog).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Evening' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Link to your portfolio' })).toHaveValue('jane.dev');

    api.on('POST', '/application/apply/5', [201, { success: true, message: 'Job applied successfully.', status: 'pending' }]);
    // The button reads "Please wait" until the refused request has settled in the store.
    await user.click(await within(dialog).findByRole('button', { name: 'Submit application' }));
    expect(await findToast('Job applied successfully.')).toBeInTheDocument();
    expect(api.requests('POST', '/application/apply/5')).toHaveLength(2);
  });

  it('shows a refusal no question owns above the buttons, and focuses it', async () => {
    api.on('POST', '/application/apply/5', [400, { success: false, message: 'This job is no longer accepting applications.' }]);
    const { user, dialog } = await openQuestions({ ...job, questions: [portfolio] });
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('This job is no longer accepting applications.');
    await waitFor(() => expect(refusal.parentElement).toHaveFocus());
  });

  it('closes with the refusal as a toast when the student had applied elsewhere, the job then reading Already Applied', async () => {
    api.on('POST', '/application/apply/5', [409, { success: false, message: 'You have already applied for this job.' }]);
    const { user, dialog } = await openQuestions({ ...job, questions: [portfolio] });
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    expect(await findToast('You have already applied for this job.')).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Already Applied' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('closes on Escape, and on Cancel, without applying, the focus back on Apply Now', async () => {
    const { user, applyNow } = await openQuestions();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(applyNow).toHaveFocus();

    await user.click(applyNow);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(applyNow).toHaveFocus();
    expect(applyNow).toHaveTextContent('Apply Now');
    expect(api.requests('POST', '/application/apply/5')).toHaveLength(0);
  });

  it('applies at once, with no body and no dialog, to a job without questions', async () => {
    api.on('POST', '/application/apply/5', [201, { success: true, message: 'Job applied successfully.', status: 'pending' }]);
    const { user, applyNow } = await openJob({ ...job, questions: [] });
    await user.click(applyNow);
    expect(await findToast('Job applied successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests('POST', '/application/apply/5').map((request) => request.body)).toEqual(['']);
  });
});
