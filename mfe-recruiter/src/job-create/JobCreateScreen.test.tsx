import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, setUpFakeApi } from '@portal/shell/testing';
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
  ['Salary (LPA)', '12.5'],
  ['Location', 'Pune'],
  ['Job Type', 'Full Time'],
  ['Experience (years)', '2'],
];

async function fillIn(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
  for (const [label, text] of TYPED) {
    const value = overrides[label] ?? text;
    await user.clear(input(label));
    if (value) await user.type(input(label), value);
  }
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
    expect(input('Salary (LPA)')).toHaveAttribute('type', 'number');
    expect(input('Experience (years)')).toHaveAttribute('type', 'number');
    expect(input('No. of Positions')).toHaveAttribute('type', 'number');
    expect(input('No. of Positions')).toHaveValue(1);
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('');
    expect(screen.getAllByRole('option', { hidden: false }).map((option) => option.textContent)).toEqual(['Acme', 'Globex']);
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
      location: 'Pune',
      jobType: 'Full Time',
      experience: 2,
      position: 3,
      companyId: 'c2',
      deadline: null,
    });
  });

  it.each([
    ['No. of Positions', '0', 'No. of Positions must be a whole number from 1 to 10000.'],
    ['No. of Positions', '1.5', 'No. of Positions must be a whole number from 1 to 10000.'],
    ['Salary (LPA)', '-4', 'Salary must be a number from 0 to 100000 (LPA).'],
    ['Experience (years)', '-1', 'Experience must be a number from 0 to 60 (years).'],
    ['Title', '', 'Title is required.'],
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

  it('asks for a company before sending', async () => {
    const { user } = await showWithCompanies();
    for (const [label, text] of TYPED) await user.type(input(label), text);
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
