import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation } from '@portal/shell/testing';
import { setUpFakeApi } from '@portal/shared-state/testing';
import { findToast, isToasted } from '../testing/findToast';
import { aCompany, anAdminJob } from '../testing/fixtures';
import { failThenRetry, openWhileLoading } from '../testing/loadStates';
import AdminJobsScreen from '../admin-jobs/AdminJobsScreen';
import { renderScreen, renderScreens } from '../testing/renderScreen';
import JobEditScreen from './JobEditScreen';

const api = setUpFakeApi();

const GLOBEX = aCompany({ _id: 'c2', name: 'Globex' });
const JOB = anAdminJob();
const OTHER = anAdminJob({ _id: 'j2', title: 'Data Scientist' });

const show = (id = 'j1') => renderScreen('/admin/jobs/:id/edit', <JobEditScreen />, `/admin/jobs/${id}/edit`);
const LOAD = { api, route: 'GET /job/getadminjobs', what: 'the job', open: () => show() };
const input = (label: string) => screen.getByLabelText(label);

function answerLoads() {
  api.on('GET /job/getadminjobs', [200, { success: true, jobs: [OTHER, JOB] }]);
  api.on('GET /company/get', [200, { success: true, companies: [aCompany(), GLOBEX] }]);
}

async function showJob() {
  answerLoads();
  const rendered = await show();
  await screen.findByRole('form', { name: 'Edit Job' });
  return { ...rendered, user: userEvent.setup() };
}

describe('JobEditScreen', () => {
  it('shows a loading state until the job is in', async () => {
    answerLoads();
    const release = await openWhileLoading(LOAD, [200, { success: true, jobs: [JOB] }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Job' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('form', { name: 'Edit Job' })).toBeInTheDocument();
  });

  it("reuses the job form, prefilled with the job's own fields", async () => {
    await showJob();
    expect(input('Title')).toHaveValue('Frontend Developer');
    expect(input('Description')).toHaveValue('Build the portal');
    expect(input('Requirements')).toHaveValue('React, TypeScript');
    expect(input('Minimum salary (LPA)')).toHaveValue(14);
    expect(input('Location')).toHaveValue('Hyderabad');
    expect(input('Job Type')).toHaveValue('Full Time');
    expect(input('Experience (years)')).toHaveValue(3);
    expect(input('No. of Positions')).toHaveValue(2);
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('c1');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/jobs');
  });

  it("shows a job's salary range in its two fields, and an emptied maximum makes it a single figure", async () => {
    api.on('GET /job/getadminjobs', [200, { success: true, jobs: [anAdminJob({ salary: 10, salaryMax: 18 })] }]);
    api.on('GET /company/get', [200, { success: true, companies: [aCompany()] }]);
    await show();
    await screen.findByRole('form', { name: 'Edit Job' });
    const user = userEvent.setup();
    expect(input('Minimum salary (LPA)')).toHaveValue(10);
    expect(input('Maximum salary (LPA, optional)')).toHaveValue(18);

    api.on('PUT /job/update/j1', [200, { success: true, message: 'Job updated successfully.', job: { ...JOB, salary: 10 } }]);
    await user.clear(input('Maximum salary (LPA, optional)'));
    await user.click(screen.getByRole('button', { name: 'Update Job' }));
    expect(await findToast('Job updated successfully.')).toBeInTheDocument();
    expect(api.calls('PUT /job/update/j1')[0]!.json).toMatchObject({ salary: 10, salaryMax: null });
  });

  it("saves the edited job: 'Please wait' meanwhile, then the server's message and back to the jobs", async () => {
    const { user } = await showJob();
    const saved = { ...JOB, salary: 15, company: GLOBEX };
    const answer = api.hold('PUT /job/update/j1', [200, { success: true, message: 'Job updated successfully.', job: saved }]);
    await user.clear(input('Minimum salary (LPA)'));
    await user.type(input('Minimum salary (LPA)'), '15');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Company' }), 'Globex');
    await user.click(screen.getByRole('button', { name: 'Update Job' }));

    expect(screen.getByRole('button', { name: 'Please wait' })).toBeDisabled();
    answer.release();
    expect(await findToast('Job updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/admin/jobs'));
    expect(api.calls('PUT /job/update/j1')[0]!.json).toEqual({
      title: 'Frontend Developer',
      description: 'Build the portal',
      requirements: 'React, TypeScript',
      salary: 15,
      salaryMax: null,
      location: 'Hyderabad',
      jobType: 'Full Time',
      experience: 3,
      position: 2,
      companyId: 'c2',
      deadline: null,
      questions: [],
    });
  });

  it('checks the numbers before sending', async () => {
    const { user } = await showJob();
    await user.clear(input('No. of Positions'));
    await user.type(input('No. of Positions'), '0');
    await user.click(screen.getByRole('button', { name: 'Update Job' }));

    expect(input('No. of Positions')).toHaveAccessibleDescription('No. of Positions must be a whole number from 1 to 10000.');
    expect(api.calls('PUT /job/update/j1')).toHaveLength(0);
  });

  it("shows the server's message once, in the form, when the update is refused, and stays", async () => {
    const { user } = await showJob();
    api.on('PUT /job/update/j1', [400, { success: false, message: 'Title must be at most 120 characters' }]);
    await user.click(screen.getByRole('button', { name: 'Update Job' }));

    expect(await screen.findByText('Title must be at most 120 characters', { selector: 'p' })).toBeInTheDocument();
    expect(await isToasted('Title must be at most 120 characters')).toBe(false);
    await waitFor(() => expect(currentLocation()).toBe('/admin/jobs/j1/edit'));
  });

  it("sends the recruiter to their jobs, saying why, for a job that is not among theirs", async () => {
    answerLoads();
    await show('j9');
    expect(await findToast("That job was not found among your companies' jobs.")).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/admin/jobs'));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('sends a viewer of the job to their jobs, saying why, with no form to change it', async () => {
    api.on('GET /job/getadminjobs', [200, { success: true, jobs: [anAdminJob({ role: 'viewer' })] }]);
    api.on('GET /company/get', [200, { success: true, companies: [aCompany({ role: 'viewer' })] }]);
    await show();
    expect(await findToast("That job was not found among your companies' jobs.")).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/admin/jobs'));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers to move the job only to the companies where the recruiter may post', async () => {
    api.on('GET /job/getadminjobs', [200, { success: true, jobs: [JOB] }]);
    api.on('GET /company/get', [200, { success: true, companies: [aCompany(), GLOBEX, aCompany({ _id: 'c3', name: 'Initech', role: 'viewer' })] }]);
    await show();
    await screen.findByRole('form', { name: 'Edit Job' });
    const choices = within(screen.getByRole('combobox', { name: 'Company' })).getAllByRole('option');
    expect(choices.map((option) => option.textContent)).not.toContain('Initech');
    expect(choices.map((option) => option.textContent)).toEqual(expect.arrayContaining(['Acme', 'Globex']));
  });

  it('shows why loading failed, and tries again on request', async () => {
    answerLoads();
    await failThenRetry(LOAD, [200, { success: true, jobs: [JOB] }]);
    expect(await screen.findByRole('form', { name: 'Edit Job' })).toBeInTheDocument();
  });
});

describe('JobEditScreen: screening questions', () => {
  const ASKED = anAdminJob({
    questions: [
      { _id: 'q1', text: 'Can you work from Pune?', kind: 'yesno', options: [], required: true, knockout: { equals: true } },
      { _id: 'q2', text: 'Which office?', kind: 'choice', options: ['Pune', 'Mumbai'], required: false, knockout: null },
    ],
  });
  const question = (place: number) => within(screen.getByRole('group', { name: `Question ${place}` }));

  async function showAsked() {
    api.on('GET /job/getadminjobs', [200, { success: true, jobs: [ASKED] }]);
    api.on('GET /company/get', [200, { success: true, companies: [aCompany()] }]);
    await show();
    await screen.findByRole('form', { name: 'Edit Job' });
    return userEvent.setup();
  }

  it('shows the saved questions, and sends the whole list back with each kept question’s _id', async () => {
    const user = await showAsked();
    expect(question(1).getByRole('textbox', { name: 'Question text' })).toHaveValue('Can you work from Pune?');
    expect(question(1).getByRole('combobox', { name: 'Answer needed to go on' })).toHaveDisplayValue('Yes');
    expect(question(2).getByRole('textbox', { name: 'Options' })).toHaveValue('Pune\nMumbai');
    expect(question(2).getByRole('checkbox', { name: 'Required' })).not.toBeChecked();

    await user.click(question(2).getByRole('button', { name: 'Move up question 2' }));
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.click(question(3).getByRole('textbox', { name: 'Question text' }));
    await user.paste('Notice period in days?');
    await user.selectOptions(question(3).getByRole('combobox', { name: 'Kind of answer' }), 'Number');
    api.on('PUT /job/update/j1', [200, { success: true, message: 'Job updated successfully.', job: ASKED }]);
    await user.click(screen.getByRole('button', { name: 'Update Job' }));

    expect(await findToast('Job updated successfully.')).toBeInTheDocument();
    expect((api.calls('PUT /job/update/j1')[0]!.json as { questions: unknown }).questions).toEqual([
      { _id: 'q2', text: 'Which office?', kind: 'choice', options: ['Pune', 'Mumbai'], required: false, knockout: null },
      { _id: 'q1', text: 'Can you work from Pune?', kind: 'yesno', required: true, knockout: { equals: true } },
      { text: 'Notice period in days?', kind: 'number', required: true, knockout: null },
    ]);
  });

  it('asks before leaving once a question was edited, and not when the edit was undone', async () => {
    const user = await showAsked();
    const required = question(2).getByRole('checkbox', { name: 'Required' });
    await user.click(required);
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));

    await user.click(required);
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/jobs'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal, which names the question", async () => {
    const user = await showAsked();
    api.on('PUT /job/update/j1', [400, { success: false, message: 'Question 2 needs 2 to 10 options' }]);
    await user.click(screen.getByRole('button', { name: 'Update Job' }));
    expect(await screen.findByText('Question 2 needs 2 to 10 options', { selector: 'p' })).toBeInTheDocument();
  });
});

describe('JobEditScreen: closing and reopening', () => {
  it('shows the status and closes the job from the edit screen, keeping its form', async () => {
    const { user } = await showJob();
    expect(screen.getByRole('status')).toHaveTextContent('Status: Open');
    api.on('PUT /job/update/j1', [200, { success: true, message: 'Job updated successfully.', job: { ...JOB, status: 'closed' } }]);

    await user.click(screen.getByRole('button', { name: 'Close this job' }));
    expect(await findToast('Frontend Developer is closed: it takes no more applications.')).toBeInTheDocument();
    expect(api.calls('PUT /job/update/j1')[0]!.json).toEqual({ status: 'closed' });
    expect(screen.getByRole('form', { name: 'Edit Job' })).toBeInTheDocument();
  });
});

describe('JobEditScreen: back on the list', () => {
  it('the jobs list shows the job as saved, not as it was before the edit', async () => {
    let saved = JOB;
    api.on('GET /job/getadminjobs', () => [200, { success: true, jobs: [saved] }]);
    api.on('GET /company/get', [200, { success: true, companies: [aCompany(), GLOBEX] }]);
    api.on('PUT /job/update/j1', (call) => {
      saved = { ...JOB, title: (call.json as { title: string }).title };
      return [200, { success: true, message: 'Job updated successfully.', job: saved }];
    });
    await renderScreens({ '/admin/jobs': <AdminJobsScreen />, '/admin/jobs/:id/edit': <JobEditScreen /> }, '/admin/jobs');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Actions for Frontend Developer at Acme' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    await user.clear(await screen.findByLabelText('Title'));
    await user.type(input('Title'), 'Senior Frontend Developer');
    await user.click(screen.getByRole('button', { name: 'Update Job' }));

    expect(await screen.findByRole('cell', { name: 'Senior Frontend Developer' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/admin/jobs');
    expect(screen.queryByRole('cell', { name: 'Frontend Developer' })).not.toBeInTheDocument();
  });
});

describe('JobEditScreen: leaving with unsaved changes', () => {
  const question = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });

  it('asks before leaving an edited job, and not before leaving one left as it was', async () => {
    const { user } = await showJob();
    await user.selectOptions(input('Job Type'), 'Contract');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(question()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(input('Job Type')).toHaveValue('Contract');

    await user.selectOptions(input('Job Type'), 'Full Time');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/jobs'));
    expect(question()).not.toBeInTheDocument();
  });

  it('asks for a job type again when the job was saved with one the list does not have', async () => {
    api.on('GET /job/getadminjobs', [200, { success: true, jobs: [{ ...JOB, jobType: 'Freelance' }] }]);
    api.on('GET /company/get', [200, { success: true, companies: [aCompany(), GLOBEX] }]);
    await show();
    await screen.findByRole('form', { name: 'Edit Job' });
    const user = userEvent.setup();
    expect(input('Job Type')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Update Job' }));
    expect(input('Job Type')).toHaveAccessibleDescription('Choose the job type.');
    expect(api.calls('PUT /job/update/j1')).toHaveLength(0);
  });
});
