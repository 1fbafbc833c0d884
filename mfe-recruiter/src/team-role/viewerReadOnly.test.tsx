import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamRole } from '@portal/shared-state';
import { accessibilityViolations } from '@portal/test-support/axe';
import { setUpFakeApi } from '@portal/shared-state/testing';
import AdminJobsScreen from '../admin-jobs/AdminJobsScreen';
import ApplicantsScreen from '../applicants/ApplicantsScreen';
import CompaniesScreen from '../companies/CompaniesScreen';
import CompanySetupScreen from '../company-setup/CompanySetupScreen';
import { aCompany, anAdminJob, anApplicant, aJob, aJobWithApplicants } from '../testing/fixtures';
import { renderScreen } from '../testing/renderScreen';

const api = setUpFakeApi();

// The recruiter is a viewer at Globex and an owner at Acme: each job offers what its company's role allows.
const GLOBEX = aCompany({ _id: 'c2', name: 'Globex', role: 'viewer' });
const ACME_JOB = anAdminJob();
const GLOBEX_JOB = anAdminJob({ ...aJob({ _id: 'j2', title: 'Data Scientist', company: GLOBEX }), role: 'viewer' });

const menuOf = async (label: string) => {
  await userEvent.setup().click(await screen.findByRole('button', { name: label }));
  return within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent);
};

describe('the jobs list for a member whose role differs per company', () => {
  it("offers Edit and Close only on the jobs of companies where they may write, and a viewer's jobs their applicants", async () => {
    api.on('GET /job/getadminjobs', [200, { success: true, jobs: [ACME_JOB, GLOBEX_JOB] }]);
    api.on('GET /company/get', [200, { success: true, companies: [aCompany(), GLOBEX] }]);
    await renderScreen('/admin/jobs', <AdminJobsScreen />, '/admin/jobs');

    expect(await menuOf('Actions for Data Scientist at Globex')).toEqual(['Applicants']);
    await userEvent.setup().keyboard('{Escape}');
    expect(await menuOf('Actions for Frontend Developer at Acme')).toEqual(['Edit', 'Applicants', 'Close']);
    expect(screen.getByRole('link', { name: 'New Jobs' })).toBeInTheDocument();
  });

  it('offers no job to post to a viewer in every one of their companies', async () => {
    api.on('GET /job/getadminjobs', [200, { success: true, jobs: [GLOBEX_JOB] }]);
    api.on('GET /company/get', [200, { success: true, companies: [GLOBEX] }]);
    await renderScreen('/admin/jobs', <AdminJobsScreen />, '/admin/jobs');

    await screen.findByRole('button', { name: 'Actions for Data Scientist at Globex' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'New Jobs' })).not.toBeInTheDocument());
    expect(await accessibilityViolations()).toEqual([]);
  });
});

describe('the applicants of a job', () => {
  const JANE = anApplicant({ notes: [{ _id: 'n1', text: 'Strong portfolio', createdAt: '2025-06-04T09:00:00.000Z' }] });
  const openAs = async (role: TeamRole) => {
    api.on('GET /application/j1/applicants', [200, { success: true, role, job: aJobWithApplicants([JANE]) }]);
    await renderScreen('/admin/jobs/:id/applicants', <ApplicantsScreen />, '/admin/jobs/j1/applicants');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Jane Doe: timeline and notes' }));
    return screen.getByRole('dialog', { name: 'Jane Doe' });
  };

  it('lets a viewer read the applicants and their notes, with nothing to move or write', async () => {
    const dialog = await openAs('viewer');
    expect(within(dialog).getByText('Strong portfolio')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Add a note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change the status of Jane Doe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
    expect(await accessibilityViolations()).toEqual([]);
  });

  it('lets a recruiter move applicants and write notes', async () => {
    const dialog = await openAs('recruiter');
    expect(within(dialog).getByRole('textbox', { name: 'Add a note' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change the status of Jane Doe' })).toBeInTheDocument();
  });
});

describe('the companies list', () => {
  it("offers an owner to edit a company, anyone else its details, and everyone its team", async () => {
    api.on('GET /company/get', [200, { success: true, companies: [aCompany(), GLOBEX] }]);
    await renderScreen('/admin/companies', <CompaniesScreen />, '/admin/companies');

    expect(await menuOf('Actions for Acme')).toEqual(['Edit', 'Team']);
    await userEvent.setup().keyboard('{Escape}');
    expect(await menuOf('Actions for Globex')).toEqual(['Details', 'Team']);
  });
});

describe("the company's details", () => {
  it.each<TeamRole>(['recruiter', 'viewer'])('are shown to a %s to read, with no form to change them', async (role) => {
    api.on('GET /company/get/c1', [200, { success: true, company: aCompany({ role }) }]);
    await renderScreen('/admin/companies/:id', <CompanySetupScreen />, '/admin/companies/c1');

    const details = await screen.findByRole('region', { name: 'Company details' });
    expect(details).toHaveTextContent("Only the company's owners can change its details.");
    expect(within(details).getByText('Builds delivery robots')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/admin/companies/c1/team');
    expect(await accessibilityViolations()).toEqual([]);
  });
});
