import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation } from '@portal/shell/testing';
import { setUpFakeApi } from '@portal/shared-state/testing';
import { NO_COMPANY_WARNING } from '../job-form';
import { findToast, isToasted } from '../testing/findToast';
import { aCompany, aJob } from '../testing/fixtures';
import { failThenRetry, openWhileLoading } from '../testing/loadStates';
import { renderScreen } from '../testing/renderScreen';
import JobCreateScreen from './JobCreateScreen';

const api = setUpFakeApi();

const ACME = aCompany();
const GLOBEX = aCompany({ _id: 'c2', name: 'Globex' });
const CREATED = { success: true, message: 'New job created successfully.', job: aJob() };

const show = () => renderScreen('/admin/jobs/create', <JobCreateScreen />, '/admin/jobs/create');
const LOAD = { api, route: 'GET /company/get', what: 'your companies', open: show };
const input = (label: string) => screen.getByLabelText(label);

async function showWithCompanies(companies = [ACME, GLOBEX]) {
  api.on('GET /company/get', [200, { success: true, companies }]);
  const rendered = await show();
  await screen.findByRole('form', { name: 'Post a New Job' });
  return { ...rendered, user: userEvent.setup() };
}

const TYPED: [string, string][] = [
  ['Title', 'Frontend Developer'],
  ['Description', 'Build the portal'],
  ['Requirements', 'React, TypeScript'],
  ['Minimum salary (LPA)', '12.5'],
  ['Maximum salary (LPA, optional)', '18'],
  ['Location', 'Pune'],
  ['Experience (years)', '2'],
];

async function fillIn(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
  for (const [label, text] of TYPED) {
    const value = overrides[label] ?? text;
    await user.clear(input(label));
    if (value) await user.type(input(label), value);
  }
  await user.selectOptions(input('Job Type'), 'Full Time');
  await user.clear(input('No. of Positions'));
  await user.type(input('No. of Positions'), overrides['No. of Positions'] ?? '3');
  await user.selectOptions(input('Company'), 'Globex');
}

const post = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Post New Job' }));

describe('JobCreateScreen', () => {
  it('shows a loading state while the companies load', async () => {
    const release = await openWhileLoading(LOAD, [200, { success: true, companies: [ACME] }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Post a New Job' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/jobs');
    release();
    expect(await screen.findByRole('form', { name: 'Post a New Job' })).toBeInTheDocument();
  });

  it('has every field labelled, positions starting at 1 (the least the server accepts), and a company selector', async () => {
    await showWithCompanies();
    for (const [label] of TYPED) expect(input(label)).toBeInTheDocument();
    expect(input('Minimum salary (LPA)')).toHaveAttribute('type', 'number');
    expect(input('Maximum salary (LPA, optional)')).toHaveAttribute('type', 'number');
    expect(input('Experience (years)')).toHaveAttribute('type', 'number');
    expect(input('No. of Positions')).toHaveAttribute('type', 'number');
    expect(input('No. of Positions')).toHaveValue(1);
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('');
    const companies = within(screen.getByRole('combobox', { name: 'Company' }));
    expect(companies.getAllByRole('option', { hidden: false }).map((option) => option.textContent)).toEqual(['Acme', 'Globex']);
    expect(screen.queryByText(NO_COMPANY_WARNING)).not.toBeInTheDocument();
  });

  it('warns instead of offering a company when the recruiter has none, and cannot post', async () => {
    await showWithCompanies([]);
    expect(screen.getByText(NO_COMPANY_WARNING)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register a company' })).toHaveAttribute('href', '/admin/companies/create');
    expect(screen.queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post New Job' })).toBeDisabled();
  });

  it("posts the job: 'Please wait' meanwhile, then the server's message and back to the jobs", async () => {
    const { user } = await showWithCompanies();
    const answer = api.hold('POST /job/post', [201, CREATED]);
    await fillIn(user);
    await post(user);

    expect(screen.getByRole('button', { name: 'Please wait' })).toBeDisabled();
    answer.release();
    expect(await findToast('New job created successfully.')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/admin/jobs'));
    expect(api.calls('POST /job/post')[0]!.json).toEqual({
      title: 'Frontend Developer',
      description: 'Build the portal',
      requirements: 'React, TypeScript',
      salary: 12.5,
      salaryMax: 18,
      location: 'Pune',
      jobType: 'Full Time',
      experience: 2,
      position: 3,
      companyId: 'c2',
      deadline: null,
      questions: [],
    });
  });

  it.each([
    ['No. of Positions', '0', 'No. of Positions must be a whole number from 1 to 10000.'],
    ['No. of Positions', '1.5', 'No. of Positions must be a whole number from 1 to 10000.'],
    ['Minimum salary (LPA)', '-4', 'Minimum salary must be a number from 0 to 100000 (LPA).'],
    // Below the minimum of 12.5; the hint describes the field too.
    ['Maximum salary (LPA, optional)', '10', 'For a range, e.g. 10 to 18; empty for a single figure. Maximum salary must be at least the minimum salary.'],
    ['Experience (years)', '-1', 'Experience must be a number from 0 to 60 (years).'],
    // The title's count describes it too.
    ['Title', '', '0 of 120 characters Title is required.'],
  ])('checks %s = %p in the browser: nothing is sent and the field says why', async (label, value, message) => {
    const { user } = await showWithCompanies();
    await fillIn(user, { [label]: value });
    await post(user);

    expect(input(label)).toHaveAttribute('aria-invalid', 'true');
    expect(input(label)).toHaveAccessibleDescription(message);
    expect(input(label)).toHaveFocus();
    expect(api.calls('POST /job/post')).toHaveLength(0);

    // Editing the field clears its message.
    await user.type(input(label), '7');
    expect(input(label)).not.toHaveAttribute('aria-invalid');
  });

  it('posts the screening questions built in the form, in their order', async () => {
    const { user } = await showWithCompanies();
    api.on('POST /job/post', [201, CREATED]);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const pune = within(screen.getByRole('group', { name: 'Question 1' }));
    await user.type(pune.getByRole('textbox', { name: 'Question text' }), 'Can you work from Pune?');
    await user.selectOptions(pune.getByRole('combobox', { name: 'Answer needed to go on' }), 'Yes');
    await post(user);

    expect(await findToast('New job created successfully.')).toBeInTheDocument();
    expect(api.calls('POST /job/post')[0]!.json).toMatchObject({
      questions: [{ text: 'Can you work from Pune?', kind: 'yesno', required: true, knockout: { equals: true } }],
    });
  });

  it('asks for a company before sending', async () => {
    const { user } = await showWithCompanies();
    for (const [label, text] of TYPED) await user.type(input(label), text);
    await user.selectOptions(input('Job Type'), 'Internship');
    await user.clear(input('No. of Positions'));
    await user.type(input('No. of Positions'), '1');
    await post(user);

    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveAccessibleDescription('Choose the company this job is for.');
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveFocus();
    expect(api.calls('POST /job/post')).toHaveLength(0);
  });

  it("shows the server's message once, in the form, when the job is refused, and stays", async () => {
    const { user } = await showWithCompanies();
    api.on('POST /job/post', [404, { success: false, message: 'Company not found: post jobs only for a company you registered.' }]);
    await fillIn(user);
    await post(user);

    expect(await screen.findByText('Company not found: post jobs only for a company you registered.', { selector: 'p' })).toBeInTheDocument();
    expect(await isToasted('Company not found: post jobs only for a company you registered.')).toBe(false);
    await waitFor(() => expect(currentLocation()).toBe('/admin/jobs/create'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Post New Job' })).toBeEnabled());
  });

  it('shows why the companies could not be loaded, and tries again on request', async () => {
    await failThenRetry(LOAD, [200, { success: true, companies: [ACME] }]);
    expect(await screen.findByRole('combobox', { name: 'Company' })).toBeInTheDocument();
  });
});

describe('JobCreateScreen: fields that invite clean data', () => {
  it('offers the job types as a choice from the list the server takes, and asks for one', async () => {
    const { user } = await showWithCompanies();
    const jobType = screen.getByRole('combobox', { name: 'Job Type' });
    expect(jobType).toHaveValue('');
    expect(within(jobType).getAllByRole('option').map((option) => option.textContent)).toEqual(['Full Time', 'Part Time', 'Internship', 'Contract']);

    for (const [label, text] of TYPED) await user.type(input(label), text);
    await user.selectOptions(input('Company'), 'Globex');
    await post(user);
    expect(jobType).toHaveAccessibleDescription('Choose the job type.');
    expect(jobType).toHaveFocus();
    expect(api.calls('POST /job/post')).toHaveLength(0);
  });

  it('suggests the known cities for Location, and takes any other place', async () => {
    const { user } = await showWithCompanies();
    const location = screen.getByRole('combobox', { name: 'Location' });
    expect(location).toHaveAccessibleDescription('Pick a city from the list, or type another place.');
    const suggestions = document.getElementById(location.getAttribute('list')!)!;
    expect([...suggestions.querySelectorAll('option')].map((option) => option.value)).toEqual(['Delhi NCR', 'Bangalore', 'Hyderabad', 'Pune', 'Mumbai']);

    api.on('POST /job/post', [201, CREATED]);
    await fillIn(user, { Location: 'Kochi' });
    await post(user);
    await waitFor(() => expect(api.calls('POST /job/post')).toHaveLength(1));
    expect(api.calls('POST /job/post')[0]!.json).toMatchObject({ location: 'Kochi' });
  });

  it('takes Description and Requirements as text of several lines', async () => {
    const { user } = await showWithCompanies();
    api.on('POST /job/post', [201, CREATED]);
    await fillIn(user, { Description: 'Build the portal.{enter}Own its tests.', Requirements: 'React,{enter}TypeScript' });
    expect(input('Description')).toHaveValue('Build the portal.\nOwn its tests.');
    await post(user);
    await waitFor(() => expect(api.calls('POST /job/post')).toHaveLength(1));
    expect(api.calls('POST /job/post')[0]!.json).toMatchObject({ description: 'Build the portal.\nOwn its tests.', requirements: 'React,\nTypeScript' });
  });

  it('shows how much of the title is used, said once typing pauses, not at every key', async () => {
    const { user } = await showWithCompanies();
    const title = input('Title');
    expect(screen.getByText('0/120')).toBeInTheDocument();
    expect(title).toHaveAccessibleDescription('0 of 120 characters');

    await user.type(title, 'Frontend Developer');
    expect(screen.getByText('18/120')).toBeInTheDocument();
    expect(title).toHaveAccessibleDescription('18 of 120 characters');
    const announced = () => document.querySelector('[aria-live="polite"]')!.textContent;
    expect(announced()).toBe('');
    await waitFor(() => expect(announced()).toBe('18 of 120 characters'), { timeout: 2000 });
  });

  it('says so when a pasted title was cut to the 120 characters the server takes', async () => {
    const { user } = await showWithCompanies();
    const title = input('Title');
    await user.click(title);
    await user.paste('Senior '.repeat(43));

    expect(title).toHaveValue('Senior '.repeat(43).slice(0, 120));
    const cut = 'Title takes at most 120 characters: the pasted text was cut to fit.';
    expect(screen.getByText(cut, { selector: 'p' })).toBeInTheDocument();
    expect(title).toHaveAccessibleDescription(`120 of 120 characters ${cut}`);
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(cut);

    // Shortened, the title is no longer cut.
    await user.type(title, '{Backspace}');
    expect(screen.queryByText(cut, { selector: 'p' })).not.toBeInTheDocument();
  });

  it('says nothing of a paste that fits', async () => {
    const { user } = await showWithCompanies();
    await user.click(input('Title'));
    await user.paste('Frontend Developer');
    expect(input('Title')).toHaveValue('Frontend Developer');
    expect(screen.queryByText(/the pasted text was cut/)).not.toBeInTheDocument();
  });
});

describe('JobCreateScreen: leaving with unsaved changes', () => {
  const question = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });
  const back = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('link', { name: 'Back' }));

  it('asks before leaving a half-filled form: Stay keeps what was typed, Leave goes', async () => {
    const { user } = await showWithCompanies();
    await user.type(input('Title'), 'Frontend Developer');
    await back(user);

    expect(question()).toBeInTheDocument();
    expect(currentLocation()).toBe('/admin/jobs/create');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(question()).not.toBeInTheDocument();
    expect(input('Title')).toHaveValue('Frontend Developer');

    await back(user);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/jobs'));
  });

  it('asks before leaving once a question was added', async () => {
    const { user } = await showWithCompanies();
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await back(user);
    expect(question()).toBeInTheDocument();
  });

  it('has the browser ask before a reload while the form is half-filled', async () => {
    const { user } = await showWithCompanies();
    const reload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      act(() => void window.dispatchEvent(event));
      return event.defaultPrevented;
    };
    expect(reload()).toBe(false);
    await user.selectOptions(input('Job Type'), 'Contract');
    expect(reload()).toBe(true);
  });

  it('leaves without asking when nothing was changed, or the change was undone', async () => {
    const { user } = await showWithCompanies();
    await user.type(input('Location'), 'Pune');
    await user.clear(input('Location'));
    await back(user);
    await waitFor(() => expect(currentLocation()).toBe('/admin/jobs'));
    expect(question()).not.toBeInTheDocument();
  });

  it('goes on to the jobs without asking once the job is posted', async () => {
    const { user } = await showWithCompanies();
    api.on('POST /job/post', [201, CREATED]);
    await fillIn(user);
    await post(user);
    await waitFor(() => expect(currentLocation()).toBe('/admin/jobs'));
    expect(question()).not.toBeInTheDocument();
  });

  it('still asks after the server refused the job', async () => {
    const { user } = await showWithCompanies();
    api.on('POST /job/post', [400, { success: false, message: 'Title must be at most 120 characters' }]);
    await fillIn(user);
    await post(user);
    await screen.findByText('Title must be at most 120 characters', { selector: 'p' });
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
  });
});
