import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectSavedJobIds, toggleSavedJob, type Job, type User } from '@portal/shared-state';
import { Route, Routes } from '@portal/shared-ui';
import { accessibilityViolations } from '@portal/test-support/axe';
import { aRecruiter, aStudent } from '@portal/shared-state/testing';
import { currentLocation, renderWithShell } from '@portal/shell/testing';
import BrowseScreen from '../browse/BrowseScreen';
import JobDescriptionScreen from '../job-description/JobDescriptionScreen';
import { aCompany, aJob, heldReply, jobPage, startFakeApi, type FakeApi } from '../testing/fakeApi';
import { installIntersectionObserver } from '../testing/intersectionObserver';
import { LogInPage } from '../testing/logInPage';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());
beforeEach(() => installIntersectionObserver());

const student = aStudent();
const frontend = aJob({ _id: '7', title: 'Frontend Developer', company: aCompany({ _id: '10', name: 'Acme' }) });
const backend = aJob({ _id: '8', title: 'Backend Developer', company: aCompany({ _id: '11', name: 'Globex' }) });

/**
 * The saved jobs as the server keeps them: GET /job/saved/ids names them, POST and DELETE
 * /job/save/:id change them.
 */
function serveSavedJobs(...initially: Job[]) {
  const saved = new Map(initially.map((job) => [job._id, job]));
  const all = new Map([frontend, backend].map((job) => [job._id, job]));
  api.on('GET', '/job/saved/ids', () => [200, { success: true, ids: [...saved.keys()] }]);
  for (const job of all.values()) {
    api.on('POST', `/job/save/${job._id}`, () => {
      saved.set(job._id, job);
      return [201, { success: true, message: 'Job saved.' }];
    });
    api.on('DELETE', `/job/save/${job._id}`, () => {
      saved.delete(job._id);
      return [200, { success: true, message: 'Job removed from saved jobs.' }];
    });
  }
  return saved;
}

const renderBrowse = (user: User | null, route = '/browse?q=developer') =>
  renderWithShell(
    <Routes>
      <Route path="/browse" element={<BrowseScreen />} />
      <Route path="/description/:id" element={<JobDescriptionScreen />} />
      <Route path="/login" element={<LogInPage />} />
    </Routes>,
    { route, user },
  );

const card = (title: string) => screen.getByRole('article', { name: title });
const saveButton = (title: string) => within(card(title)).getByRole('button', { name: /Save For Later|Saved|Please wait/ });

describe('Save For Later, for a student: kept on the server', () => {
  it('shows which jobs are saved from the server, and saves and unsaves with POST and DELETE', async () => {
    api.on('GET', '/job/get', jobPage([frontend, backend]));
    const saved = serveSavedJobs(backend);
    await renderBrowse(student);
    const user = userEvent.setup();

    expect(await within(await screen.findByRole('article', { name: 'Backend Developer' })).findByRole('button', { name: 'Saved' })).toBeEnabled();
    expect(saveButton('Frontend Developer')).toHaveTextContent('Save For Later');

    await user.click(saveButton('Frontend Developer'));
    await waitFor(() => expect(saveButton('Frontend Developer')).toHaveAccessibleName('Saved'));
    expect(api.requests('POST', '/job/save/7')).toHaveLength(1);
    expect([...saved.keys()].sort()).toEqual(['7', '8']);
    // Where the keyboard was: on the button, in its new state.
    expect(saveButton('Frontend Developer')).toHaveFocus();

    await user.click(saveButton('Backend Developer'));
    await waitFor(() => expect(saveButton('Backend Developer')).toHaveAccessibleName('Save For Later'));
    expect(api.requests('DELETE', '/job/save/8')).toHaveLength(1);
    expect([...saved.keys()]).toEqual(['7']);
  });

  it('is unavailable while the server is asked, and keeps nothing in the browser', async () => {
    api.on('GET', '/job/get', jobPage([frontend]));
    serveSavedJobs();
    const held = heldReply();
    api.on('POST', '/job/save/7', held.route);
    const { store } = await renderBrowse(student);
    await waitFor(() => expect(saveButton('Frontend Developer')).toBeEnabled());

    await userEvent.setup().click(saveButton('Frontend Developer'));
    await waitFor(() => expect(saveButton('Frontend Developer')).toHaveAccessibleName('Please wait'));
    expect(saveButton('Frontend Developer')).toBeDisabled();
    await act(async () => held.send([201, { success: true, message: 'Job saved.' }]));
    await waitFor(() => expect(saveButton('Frontend Developer')).toBeEnabled());
    expect(selectSavedJobIds(store.getState())).toEqual([]);
  });

  it("shows the server's message when saving fails, and the job stays unsaved", async () => {
    api.on('GET', '/job/get', jobPage([frontend]));
    api.on('GET', '/job/saved/ids', [200, { success: true, ids: [] }]);
    api.on('POST', '/job/save/7', [404, { success: false, message: 'Job not found.' }]);
    await renderBrowse(student);
    await waitFor(() => expect(saveButton('Frontend Developer')).toBeEnabled());

    await userEvent.setup().click(saveButton('Frontend Developer'));
    expect(await screen.findByText('Job not found.')).toBeInTheDocument();
    expect(saveButton('Frontend Developer')).toHaveAccessibleName('Save For Later');
  });

  it('takes the failure toast away once saving the job succeeds', async () => {
    api.on('GET', '/job/get', jobPage([frontend]));
    const saved = serveSavedJobs();
    api.on('POST', '/job/save/7', [503, { success: false, message: 'The database is busy. Please try again.' }]);
    await renderBrowse(student);
    await waitFor(() => expect(saveButton('Frontend Developer')).toBeEnabled());
    const user = userEvent.setup();
    await user.click(saveButton('Frontend Developer'));
    expect(await screen.findByText('The database is busy. Please try again.')).toBeInTheDocument();

    // The server is back: this time it keeps the job, so the saved list read afterwards names it.
    api.on('POST', '/job/save/7', () => {
      saved.set(frontend._id, frontend);
      return [201, { success: true, message: 'Job saved.' }];
    });
    await waitFor(() => expect(saveButton('Frontend Developer')).toBeEnabled());
    await user.click(saveButton('Frontend Developer'));
    await waitFor(() => expect(saveButton('Frontend Developer')).toHaveAccessibleName('Saved'));
    // Going: hidden from assistive technology at once, removed after its exit animation.
    await waitFor(() => expect(screen.queryAllByRole('status').map((status) => status.textContent)).not.toContain('The database is busy. Please try again.'));
  });

  it('shows and toggles the saved state on the job page too', async () => {
    api.on('GET', '/job/get', jobPage([frontend]));
    api.on('GET', '/job/get/7', [200, { success: true, job: frontend }]);
    serveSavedJobs(frontend);
    await renderBrowse(student, '/description/7');
    const user = userEvent.setup();

    const saved = await screen.findByRole('button', { name: 'Saved' });
    await waitFor(() => expect(saved).toBeEnabled());
    await user.click(saved);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save For Later' })).toBeEnabled());
    expect(api.requests('DELETE', '/job/save/7')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Save For Later' }));
    await screen.findByRole('button', { name: 'Saved' });
    expect(api.requests('POST', '/job/save/7')).toHaveLength(1);
    expect(await accessibilityViolations()).toEqual([]);
  });
});

describe('Save For Later, for a visitor: log in first', () => {
  it('goes to log in, remembering the job, and saves it on the server once they are logged in', async () => {
    api.on('GET', '/job/get', jobPage([frontend, backend]));
    const saved = serveSavedJobs();
    api.on('POST', '/user/login', [200, { success: true, message: 'Welcome back Jane Doe', user: student }]);
    const { store } = await renderBrowse(null, '/browse?q=developer');
    const user = userEvent.setup();

    await screen.findByRole('article', { name: 'Frontend Developer' });
    await user.click(saveButton('Frontend Developer'));
    expect(currentLocation()).toBe(`/login?redirect=${encodeURIComponent('/browse?q=developer')}`);
    expect(selectSavedJobIds(store.getState())).toEqual(['7']);
    expect(api.requests('GET', '/job/saved/ids')).toHaveLength(0);
    expect(api.requests('POST', '/job/save/7')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentLocation()).toBe('/browse?q=developer'));
    expect(await screen.findByText('Job saved.')).toBeInTheDocument();
    await waitFor(() => expect(saveButton('Frontend Developer')).toHaveAccessibleName('Saved'));
    expect(saveButton('Backend Developer')).toHaveAccessibleName('Save For Later');
    expect(api.requests('POST', '/job/save/7')).toHaveLength(1);
    expect([...saved.keys()]).toEqual(['7']);
    expect(selectSavedJobIds(store.getState())).toEqual([]);
  });

  it('remembers a job once however often it is pressed, and forgets them without saving when a recruiter logs in', async () => {
    api.on('GET', '/job/get', jobPage([frontend]));
    api.on('POST', '/user/login', [200, { success: true, message: 'Welcome back Raj Rao', user: aRecruiter() }]);
    const { store } = await renderBrowse(null);
    // Pressed on an earlier visit, before they went back without logging in.
    act(() => void store.dispatch(toggleSavedJob('7')));
    const user = userEvent.setup();

    await user.click(within(await screen.findByRole('article', { name: 'Frontend Developer' })).getByRole('button', { name: 'Save For Later' }));
    expect(selectSavedJobIds(store.getState())).toEqual(['7']);

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(selectSavedJobIds(store.getState())).toEqual([]));
    expect(api.requests('POST', '/job/save/7')).toHaveLength(0);
  });
});

describe('Save For Later, for a recruiter', () => {
  it('is not there, on the cards or the job page, and nothing is asked of the server', async () => {
    api.on('GET', '/job/get', jobPage([frontend]));
    api.on('GET', '/job/get/7', [200, { success: true, job: frontend }]);
    await renderBrowse(aRecruiter());
    const found = await screen.findByRole('article', { name: 'Frontend Developer' });
    expect(within(found).getByRole('link', { name: 'Details' })).toBeInTheDocument();
    expect(within(found).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.setup().click(within(found).getByRole('link', { name: 'Details' }));
    await screen.findByRole('heading', { level: 1, name: 'Frontend Developer' });
    expect(screen.queryByRole('button', { name: /save/i })).not.toBeInTheDocument();
    expect(api.requests('GET', '/job/saved/ids')).toHaveLength(0);
  });
});
