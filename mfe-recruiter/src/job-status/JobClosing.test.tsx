import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cellTexts } from '@portal/test-support/cell-texts';
import { setUpFakeApi } from '@portal/shared-state/testing';
import AdminJobsScreen from '../admin-jobs/AdminJobsScreen';
import { findToast } from '../testing/findToast';
import { aCompany, anAdminJob } from '../testing/fixtures';
import { renderScreen } from '../testing/renderScreen';

const api = setUpFakeApi();

const DATA = anAdminJob({ _id: 'j2', title: 'Data Scientist', company: aCompany({ _id: 'c2', name: 'Globex' }) });
const CLOSED = 'Data Scientist is closed: it takes no more applications.';

/** The job as the server keeps it: listed by GET /job/getadminjobs, its status set by PUT /job/update/j2. */
function serveJob() {
  let job = DATA;
  api.on('GET /job/getadminjobs', () => [200, { success: true, jobs: [job] }]);
  api.on('PUT /job/update/j2', (call) => {
    job = { ...job, ...(call.json as Partial<typeof job>) };
    return [200, { success: true, message: 'Job updated successfully.', job }];
  });
}

async function showJobs() {
  await renderScreen('/admin/jobs', <AdminJobsScreen />, '/admin/jobs');
  await screen.findByRole('table');
  return userEvent.setup();
}

/** The Status column of the job's row. */
const shownStatus = () => cellTexts(within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row')[0]!)[4];
const shownToasts = () => screen.queryAllByRole('status').map((status) => status.textContent);

async function close(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Actions for Data Scientist at Globex' }));
  await user.click(screen.getByRole('menuitem', { name: 'Close' }));
}

describe('Closing a job', () => {
  it('offers Undo in its toast: the job is reopened on the server and shows Open again', async () => {
    serveJob();
    const user = await showJobs();
    await close(user);
    const toast = await findToast(CLOSED);
    await waitFor(() => expect(shownStatus()).toBe('Closed'));

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.calls('PUT /job/update/j2').map((call) => call.json)).toEqual([{ status: 'closed' }, { status: 'open' }]));
    await waitFor(() => expect(shownStatus()).toBe('Open'));
    expect(await findToast('Data Scientist is open again.')).toBeInTheDocument();
    expect(screen.queryByText(CLOSED)).not.toBeInTheDocument();
  });

  it('replaces the error toast of a try that failed by the success of the next', async () => {
    serveJob();
    api.on('PUT /job/update/j2', [503, { success: false, message: 'The database is busy. Please try again.' }]);
    const user = await showJobs();
    await close(user);
    await findToast('The database is busy. Please try again.');

    serveJob();
    await close(user);
    await findToast(CLOSED);
    expect(shownToasts().filter((text) => text?.includes('busy'))).toEqual([]);
  });
});
