import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@portal/shared-state';
import { Route, Routes } from '@portal/shared-ui';
import { aRecruiter, aStudent } from '@portal/shared-state/testing';
import { currentLocation, renderWithShell } from '@portal/shell/testing';
import { aCompany, aJob, heldReply, startFakeApi, type FakeApi } from '../testing/fakeApi';
import { findToast } from '../testing/findToast';
import JobDescriptionScreen from './JobDescriptionScreen';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());

const student = aStudent();
const job = aJob({
  _id: '5',
  title: 'Backend Developer',
  description: 'APIs in Node.js',
  requirements: ['Node.js', 'SQL'],
  salary: 18,
  location: 'Hyderabad',
  jobType: 'Full Time',
  experience: 3,
  position: 4,
  applicationCount: 11,
  createdAt: '2025-06-30T22:15:00.000Z',
  company: aCompany({ _id: '12', name: 'Initech' }),
  questions: [],
});
const appliedJob = { ...job, applicationCount: 12, applications: [{ _id: '900', applicant: student._id, status: 'pending' as const }] };

const openJob = (id: string, user: User | null = null) =>
  renderWithShell(
    <Routes>
      <Route path="/description/:id" element={<JobDescriptionScreen />} />
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
    { route: `/description/${id}`, user },
  );

/** The value shown for a term of the job's description list. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const shownToasts = () => screen.queryAllByRole('status').map((status) => status.textContent);

describe('JobDescriptionScreen', () => {
  it('shows every detail of the job', async () => {
    api.on('GET', '/job/get/5', [200, { success: true, job }]);
    await openJob('5');

    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Developer' })).toBeInTheDocument();
    expect(document.title).toBe('Backend Developer at Initech, Hyderabad · JobPortal');
    expect(screen.getByText('4 Positions')).toBeInTheDocument();
    expect(screen.getByText('Full Time')).toBeInTheDocument();
    // The badge and the fact both.
    expect(screen.getAllByText('18 LPA')).toHaveLength(2);
    expect(fact('Role')).toBe('Backend Developer');
    // After the logo, or its initials when there is none.
    expect(fact('Company')).toMatch(/Initech$/);
    expect(screen.getByRole('link', { name: 'Initech' })).toHaveAttribute('href', '/company/12');
    expect(fact('Location')).toBe('Hyderabad');
    expect(fact('Description')).toBe('APIs in Node.js');
    expect(fact('Requirements')).toBe('Node.jsSQL');
    expect(fact('Experience')).toBe('3 yrs');
    expect(fact('Salary')).toBe('18 LPA');
    expect(fact('Total Applicants')).toBe('11');
    expect(fact('Posted Date')).toBe('2025-06-30');
    expect(api.requests('GET', '/job/get/5')).toHaveLength(1);
  });

  it('shows a salary range as one, in the badge and the facts', async () => {
    api.on('GET', '/job/get/5', [200, { success: true, job: { ...job, salaryMax: 24 } }]);
    await openJob('5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Developer' })).toBeInTheDocument();
    expect(fact('Salary')).toBe('18–24 LPA');
    expect(screen.getAllByText('18–24 LPA')).toHaveLength(2);
  });

  it('shows a skeleton while the job loads', async () => {
    const held = heldReply();
    api.on('GET', '/job/get/5', held.route);
    await openJob('5');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the job…');
    await act(async () => held.send([200, { success: true, job }]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Developer' })).toBeInTheDocument();
  });

  it('says so when the job does not exist', async () => {
    api.on('GET', '/job/get/404', [404, { success: false, message: 'Job not found.' }]);
    await openJob('404');
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all jobs' })).toHaveAttribute('href', '/jobs');
    expect(document.title).toBe('Job not found · JobPortal');
  });

  it("shows the server's message for other failures, and loads the job on Try again", async () => {
    api.on('GET', '/job/get/5', [500, { success: false, message: 'Something went wrong on our side.' }]);
    await openJob('5');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');

    api.on('GET', '/job/get/5', [200, { success: true, job }]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Developer' })).toBeInTheDocument();
  });

  it("applies: toasts the server's message, then shows a disabled 'Already Applied' and the new count", async () => {
    let applied = false;
    api.on('GET', '/job/get/5', () => [200, { success: true, job: applied ? appliedJob : job }]);
    api.on('POST', '/application/apply/5', () => {
      applied = true;
      return [201, { success: true, message: 'Job applied successfully.', status: 'pending' }];
    });
    await openJob('5', student);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByText('Job applied successfully.')).toBeInTheDocument();
    const alreadyApplied = screen.getByRole('button', { name: 'Already Applied' });
    expect(alreadyApplied).toHaveAttribute('aria-disabled', 'true');
    // Where the keyboard was: the button the student pressed, in its new state.
    await waitFor(() => expect(alreadyApplied).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    await screen.findByText('12');
    expect(fact('Total Applicants')).toBe('12');
    expect(api.requests('POST', '/application/apply/5')).toHaveLength(1);
  });

  it('takes the error toast of a try that failed away once applying succeeds', async () => {
    api.on('GET', '/job/get/5', [200, { success: true, job }]);
    api.on('POST', '/application/apply/5', [503, { success: false, message: 'The database is busy. Please try again.' }]);
    await openJob('5', student);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Apply Now' }));
    expect(await findToast('The database is busy. Please try again.')).toBeInTheDocument();

    api.on('POST', '/application/apply/5', [201, { success: true, message: 'Job applied successfully.', status: 'pending' }]);
    // Clicked again once it is enabled, as a person can: under load the first try may still be settling.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply Now' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(await findToast('Job applied successfully.')).toBeInTheDocument();
    await waitFor(() => expect(shownToasts()).not.toContain('The database is busy. Please try again.'));
  });

  it("says a closed job takes no applications, and offers no way to apply", async () => {
    api.on('GET', '/job/get/5', [200, { success: true, job: { ...job, status: 'closed' } }]);
    await openJob('5', student);
    const closed = await screen.findByRole('button', { name: 'No longer accepting applications' });
    expect(closed).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(closed);
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    expect(api.requests('POST', '/application/apply/5')).toHaveLength(0);
  });

  it('tells the last day to apply of a job with a deadline', async () => {
    api.on('GET', '/job/get/5', [200, { success: true, job: { ...job, deadline: '2031-03-31' } }]);
    await openJob('5', student);
    expect(await screen.findByText('Apply by 2031-03-31')).toBeInTheDocument();
  });

  it("shows 'Already Applied' from the server's answer when the page opens", async () => {
    api.on('GET', '/job/get/5', [200, { success: true, job: appliedJob }]);
    await openJob('5', student);
    expect(await screen.findByRole('button', { name: 'Already Applied' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('offers Apply Now again after the student withdrew, and applies', async () => {
    const withdrawn = { ...appliedJob, applications: [{ ...appliedJob.applications[0]!, status: 'withdrawn' as const }] };
    api.on('GET', '/job/get/5', [200, { success: true, job: withdrawn }]);
    api.on('POST', '/application/apply/5', [201, { success: true, message: 'Job applied successfully.', status: 'pending' }]);
    await openJob('5', student);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByRole('button', { name: 'Already Applied' })).toHaveAttribute('aria-disabled', 'true');
    expect(api.requests('POST', '/application/apply/5')).toHaveLength(1);
  });

  it("shows the server's refusal and what it knows, when the student had applied elsewhere", async () => {
    let calls = 0;
    api.on('GET', '/job/get/5', () => [200, { success: true, job: ++calls > 1 ? appliedJob : job }]);
    api.on('POST', '/application/apply/5', [409, { success: false, message: 'You have already applied for this job.' }]);
    await openJob('5', student);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByText('You have already applied for this job.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Already Applied' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("offers a visitor 'Log in to apply', which goes to log in and comes back to this job", async () => {
    api.on('GET', '/job/get/5', [200, { success: true, job }]);
    await openJob('5');
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log in to apply' }));

    expect(screen.getByText('Login page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/login?redirect=%2Fdescription%2F5');
    expect(api.requests('POST', '/application/apply/5')).toHaveLength(0);
  });

  it('shows a recruiter no apply button', async () => {
    api.on('GET', '/job/get/5', [200, { success: true, job }]);
    await openJob('5', aRecruiter());
    await screen.findByRole('heading', { level: 1, name: 'Backend Developer' });
    expect(screen.queryByRole('button', { name: /apply/i })).not.toBeInTheDocument();
  });

  describe('Similar jobs', () => {
    const similar = [
      aJob({ _id: '6', title: 'Node.js Developer', company: aCompany({ _id: '13', name: 'Globex' }) }),
      aJob({ _id: '7', title: 'API Engineer' }),
    ];
    const section = () => screen.queryByRole('region', { name: 'Similar jobs' });
    // A job of their own: the other tests' pages ask for job 5's similar jobs too, and may still be asking.
    const job15 = { ...job, _id: '15' };
    /** Lets the answer the server sent reach the page: a section that is not there has nothing to wait for. */
    const answerArrived = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    it('lists the jobs like this one below it, as result cards under their own heading', async () => {
      api.on('GET', '/job/get/15', [200, { success: true, job: job15 }]);
      api.on('GET', '/job/similar/15', [200, { success: true, jobs: similar }]);
      await openJob('15');

      const region = await screen.findByRole('region', { name: 'Similar jobs' });
      expect(within(region).getByRole('heading', { level: 2, name: 'Similar jobs' })).toBeInTheDocument();
      const cards = within(region).getAllByRole('article');
      expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Node.js Developer', 'API Engineer']);
      expect(within(cards[0]!).getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/description/6');
      expect(within(cards[0]!).getByRole('link', { name: 'Globex' })).toHaveAttribute('href', '/company/13');
      // Below the job's details.
      expect(screen.getByRole('article', { name: 'Backend Developer' }).compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(api.requests('GET', '/job/similar/15').map((request) => request.query.toString())).toEqual(['limit=6']);
    });

    it('shows nothing when there are none', async () => {
      api.on('GET', '/job/get/15', [200, { success: true, job: job15 }]);
      api.on('GET', '/job/similar/15', [200, { success: true, jobs: [] }]);
      await openJob('15');
      await screen.findByRole('heading', { level: 1, name: 'Backend Developer' });
      await waitFor(() => expect(api.requests('GET', '/job/similar/15')).toHaveLength(1));
      await answerArrived();
      expect(section()).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Similar jobs' })).not.toBeInTheDocument();
    });

    it('shows nothing, and the job as ever, when they cannot be loaded', async () => {
      api.on('GET', '/job/get/15', [200, { success: true, job: job15 }]);
      api.on('GET', '/job/similar/15', [500, { success: false, message: 'Something went wrong on our side.' }]);
      await openJob('15');
      await screen.findByRole('heading', { level: 1, name: 'Backend Developer' });
      await waitFor(() => expect(api.requests('GET', '/job/similar/15')).toHaveLength(1));
      await answerArrived();
      expect(section()).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('asks for none for a job that does not exist', async () => {
      api.on('GET', '/job/get/404', [404, { success: false, message: 'Job not found.' }]);
      await openJob('404');
      await screen.findByRole('heading', { name: 'Job not found' });
      expect(api.requests('GET', '/job/similar/404')).toHaveLength(0);
    });
  });
});
