import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_SAVED_JOBS, type Job } from '@portal/shared-state';
import { accessibilityViolations } from '@portal/test-support/axe';
import { aStudent } from '@portal/shared-state/testing';
import { renderWithShell } from '@portal/shell/testing';
import { findToast } from '../testing/findToast';
import { aCompany, aJob, heldReply, startFakeApi, type FakeApi } from '../testing/fakeApi';
import ProfileScreen from './ProfileScreen';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());

const frontend = aJob({ _id: '7', title: 'Frontend Developer', location: 'Pune', company: aCompany({ _id: '10', name: 'Acme' }) });
const designer = aJob({ _id: '8', title: 'Designer', location: 'Mumbai', status: 'closed', company: aCompany({ _id: '11', name: 'Globex' }) });
const analyst = aJob({ _id: '9', title: 'Data Analyst', location: 'Delhi NCR', company: aCompany({ _id: '12', name: 'Initech' }) });

/**
 * The saved jobs as the server keeps them: listed by GET /job/saved, `pageSize` at a time (the
 * cursor is where the page starts), removed by DELETE /job/save/:id.
 */
function serveSavedJobs(jobs: Job[], { pageSize = 20, total }: { pageSize?: number; total?: number } = {}) {
  const saved = new Map(jobs.map((job) => [job._id, job]));
  api.on('GET', '/job/saved', (request) => {
    const from = Number(request.query.get('cursor') ?? 0);
    const all = [...saved.values()];
    const nextCursor = from + pageSize < all.length ? String(from + pageSize) : null;
    return [200, { success: true, jobs: all.slice(from, from + pageSize), total: total ?? all.length, nextCursor }];
  });
  for (const job of jobs) {
    api.on('DELETE', `/job/save/${job._id}`, () => {
      saved.delete(job._id);
      return [200, { success: true, message: 'Job removed from saved jobs.' }];
    });
    // Saved again, it is the latest saved: first in the list.
    api.on('POST', `/job/save/${job._id}`, () => {
      const others = [...saved].filter(([id]) => id !== job._id);
      saved.clear();
      for (const [id, other] of [[job._id, job] as const, ...others]) saved.set(id, other);
      return [201, { success: true, message: 'Job saved.' }];
    });
  }
}

async function openSavedJobs() {
  api.on('GET', '/application/get', [200, { success: true, application: [] }]);
  const rendered = await renderWithShell(<ProfileScreen />, { route: '/profile?tab=saved', user: aStudent() });
  return { ...rendered, user: userEvent.setup(), panel: screen.getByRole('tabpanel', { name: 'Saved Jobs' }) };
}

const rows = (panel: HTMLElement) => within(within(panel).getByRole('list', { name: 'Saved jobs' })).queryAllByRole('listitem');
const titles = (panel: HTMLElement) => rows(panel).map((row) => within(row).getAllByRole('link')[0]!.textContent);

describe('Saved Jobs tab', () => {
  it('lists the saved jobs: title linked to the job, company linked to its page, location, and closed ones marked', async () => {
    serveSavedJobs([frontend, designer]);
    const { panel } = await openSavedJobs();

    await within(panel).findByText('Frontend Developer');
    const [first, second] = rows(panel);
    expect(within(first!).getByRole('link', { name: 'Frontend Developer' })).toHaveAttribute('href', '/description/7');
    expect(within(first!).getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/company/10');
    expect(first).toHaveTextContent('Pune');
    expect(first).not.toHaveTextContent('Closed');
    expect(within(second!).getByRole('link', { name: 'Globex' })).toHaveAttribute('href', '/company/11');
    expect(second).toHaveTextContent('Mumbai');
    expect(within(second!).getByText('Closed')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Remove Frontend Developer from saved jobs' })).toHaveTextContent('Remove');
    expect(await accessibilityViolations()).toEqual([]);
  });

  it("removes a job with DELETE, toasts the server's message, and keeps the keyboard on the next Remove", async () => {
    serveSavedJobs([frontend, designer, analyst]);
    const { panel, user } = await openSavedJobs();
    await within(panel).findByText('Designer');

    await user.click(within(panel).getByRole('button', { name: 'Remove Designer from saved jobs' }));
    expect(await screen.findByText('Job removed from saved jobs.')).toBeInTheDocument();
    expect(api.requests('DELETE', '/job/save/8')).toHaveLength(1);
    await waitFor(() => expect(rows(panel).map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual(['Frontend Developer', 'Data Analyst']));
    expect(within(panel).getByRole('button', { name: 'Remove Data Analyst from saved jobs' })).toHaveFocus();
  });

  it('offers Undo in the toast: it saves the job again, and the job is back in the list with the focus on its button', async () => {
    serveSavedJobs([frontend, designer, analyst]);
    const { panel, user } = await openSavedJobs();
    await user.click(await within(panel).findByRole('button', { name: 'Remove Designer from saved jobs' }));
    const toast = await findToast('Job removed from saved jobs.');
    await waitFor(() => expect(titles(panel)).toEqual(['Frontend Developer', 'Data Analyst']));

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(api.requests('POST', '/job/save/8')).toHaveLength(1);
    await waitFor(() => expect(titles(panel)).toEqual(['Designer', 'Frontend Developer', 'Data Analyst']));
    expect(await findToast('Job saved.')).toBeInTheDocument();
    expect(screen.queryByText('Job removed from saved jobs.')).not.toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Remove Designer from saved jobs' })).toHaveFocus());
  });

  it('puts a job back, with the focus on its button, when the server refuses to remove it', async () => {
    serveSavedJobs([frontend]);
    const held = heldReply();
    api.on('DELETE', '/job/save/7', held.route);
    const { panel, user } = await openSavedJobs();
    await user.click(await within(panel).findByRole('button', { name: 'Remove Frontend Developer from saved jobs' }));

    // Gone at once, before the server answers.
    await waitFor(() => expect(within(panel).queryByText('Frontend Developer')).not.toBeInTheDocument());
    await act(async () => held.send([503, { success: false, message: 'The database is busy. Please try again.' }]));
    expect(await screen.findByText('The database is busy. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Remove Frontend Developer from saved jobs' })).toHaveFocus());
  });

  it("says 'No saved jobs yet.' with a way to the jobs, and leads there after the last one is removed", async () => {
    serveSavedJobs([frontend]);
    const { panel, user } = await openSavedJobs();
    await user.click(await within(panel).findByRole('button', { name: 'Remove Frontend Developer from saved jobs' }));

    expect(await within(panel).findByRole('heading', { name: 'No saved jobs yet.' })).toBeInTheDocument();
    const findJobs = within(panel).getByRole('link', { name: 'Find jobs' });
    expect(findJobs).toHaveAttribute('href', '/jobs');
    await waitFor(() => expect(findJobs).toHaveFocus());
  });

  it("pages through the saved jobs with 'Load more saved jobs', the keyboard going on to the first new one", async () => {
    serveSavedJobs([frontend, designer, analyst], { pageSize: 2 });
    const { panel, user } = await openSavedJobs();
    await within(panel).findByText('Designer');
    expect(rows(panel)).toHaveLength(2);
    expect(within(panel).getByRole('status')).toHaveTextContent('Showing 2 of 3 saved jobs.');

    await user.click(within(panel).getByRole('button', { name: 'Load more saved jobs' }));
    expect(await within(panel).findByRole('link', { name: 'Data Analyst' })).toHaveFocus();
    expect(api.requests('GET', '/job/saved').at(-1)!.query.get('cursor')).toBe('2');
    expect(rows(panel)).toHaveLength(3);
    expect(within(panel).getByRole('status')).toHaveTextContent('Showing 3 of 3 saved jobs.');
    expect(within(panel).queryByRole('button', { name: 'Load more saved jobs' })).not.toBeInTheDocument();
    expect(await accessibilityViolations()).toEqual([]);
  });

  it(`says so when the student has saved ${MAX_SAVED_JOBS} jobs, the most they can keep`, async () => {
    serveSavedJobs([frontend, designer], { total: MAX_SAVED_JOBS });
    const { panel } = await openSavedJobs();
    expect(await within(panel).findByText(`You have saved ${MAX_SAVED_JOBS} jobs, the most you can keep. Remove one to save another.`)).toBeInTheDocument();
  });

  it('says nothing of the cap below it', async () => {
    serveSavedJobs([frontend], { total: MAX_SAVED_JOBS - 1 });
    const { panel } = await openSavedJobs();
    await within(panel).findByText('Frontend Developer');
    expect(within(panel).queryByText(/the most you can keep/)).not.toBeInTheDocument();
  });

  it("shows the server's message when the saved jobs cannot be loaded", async () => {
    api.on('GET', '/job/saved', [503, { success: false, message: 'The database is busy. Please try again.' }]);
    const { panel } = await openSavedJobs();
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The database is busy. Please try again.');
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
