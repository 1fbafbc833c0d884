import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUpFakeApi } from '@portal/shared-state/testing';
import { findToast } from '../testing/findToast';
import { aJobWithApplicants, anApplicant } from '../testing/fixtures';
import { renderScreen } from '../testing/renderScreen';
import ApplicantsScreen from './ApplicantsScreen';

/** What the team does to an application that fails once and then succeeds: the success takes the place of the error. */

const api = setUpFakeApi();

const BUSY = [503, { success: false, message: 'The database is busy. Please try again.' }] as const;
const shownToasts = () => screen.queryAllByRole('status').map((status) => status.textContent);

async function showJane() {
  api.on('GET /application/j1/applicants', [200, { success: true, role: 'owner', job: aJobWithApplicants([anApplicant()]) }]);
  await renderScreen('/admin/jobs/:id/applicants', <ApplicantsScreen />, '/admin/jobs/j1/applicants');
  await screen.findByRole('table');
  return userEvent.setup();
}

describe('Applicants: the error toast of a try that failed', () => {
  it('gives way to the success of moving the applicant on the next try', async () => {
    const user = await showJane();
    api.on('POST /application/status/a1/update', [...BUSY]);
    await user.click(screen.getByRole('button', { name: 'Change the status of Jane Doe' }));
    await user.click(screen.getByRole('menuitem', { name: 'Shortlisted' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Jane Doe to Shortlisted' });
    await user.click(within(dialog).getByRole('button', { name: 'Move to Shortlisted' }));
    await findToast('The database is busy. Please try again.');

    api.on('POST /application/status/a1/update', [200, { success: true, message: 'Status updated successfully.' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Move to Shortlisted' }));
    await findToast('Jane Doe moved to Shortlisted.');
    await waitFor(() => expect(shownToasts()).not.toContain('The database is busy. Please try again.'));
  });

  it('gives way to the success of adding the note on the next try', async () => {
    const user = await showJane();
    api.on('POST /application/a1/notes', [...BUSY]);
    await user.click(screen.getByRole('button', { name: 'Jane Doe: timeline and notes' }));
    await user.type(screen.getByRole('textbox', { name: 'Add a note' }), 'Call back');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await findToast('The database is busy. Please try again.');

    api.on('POST /application/a1/notes', [201, { success: true, message: 'Note added.', note: { _id: 'n1', text: 'Call back', createdAt: '2025-06-12T11:00:00.000Z' } }]);
    await user.click(await screen.findByRole('button', { name: 'Add note' }));
    await findToast('Note added.');
    await waitFor(() => expect(shownToasts()).not.toContain('The database is busy. Please try again.'));
  });
});
