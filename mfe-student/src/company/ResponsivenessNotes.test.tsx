import { screen } from '@testing-library/react';
import type { PublicCompany, Responsiveness } from '@portal/shared-state';
import { Route, Routes } from '@portal/shared-ui';
import { accessibilityViolations } from '@portal/test-support/axe';
import { aStudent } from '@portal/shared-state/testing';
import { renderWithShell } from '@portal/shell/testing';
import JobDescriptionScreen from '../job-description/JobDescriptionScreen';
import { aCompany, aJob, startFakeApi, type FakeApi } from '../testing/fakeApi';
import CompanyScreen from './CompanyScreen';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());

const job = aJob({ _id: '5', title: 'Frontend Developer', company: aCompany({ _id: '12', name: 'Initech' }) });
// As a company's public page has it: no owner id.
const { userId: _owner, ...publicCompany }: { userId: string } & PublicCompany = aCompany({ _id: '12', name: 'Initech' });

const notes = () => screen.queryByRole('list', { name: 'How the company responds' });
const noteTexts = () => Array.from(notes()?.querySelectorAll('li') ?? [], (note) => note.textContent);

const openJob = async (responsiveness?: Responsiveness) => {
  api.on('GET', '/job/get/5', [200, { success: true, job, ...(responsiveness && { responsiveness }) }]);
  renderWithShell(
    <Routes>
      <Route path="/description/:id" element={<JobDescriptionScreen />} />
    </Routes>,
    { route: '/description/5', user: aStudent() },
  );
  await screen.findByRole('heading', { level: 1, name: 'Frontend Developer' });
};

const openCompany = async (responsiveness?: Responsiveness) => {
  api.on('GET', '/company/profile/12', [200, { success: true, company: publicCompany, jobs: [], ...(responsiveness && { responsiveness }) }]);
  api.on('GET', '/job/saved/ids', [200, { success: true, ids: [] }]);
  renderWithShell(
    <Routes>
      <Route path="/company/:id" element={<CompanyScreen />} />
    </Routes>,
    { route: '/company/12', user: aStudent() },
  );
  await screen.findByRole('heading', { level: 1, name: 'Initech' });
};

describe.each([
  ["a job's page", openJob],
  ["a company's page", openCompany],
])('%s', (_page, open) => {
  it('says how quickly the company usually responds and that it is reviewing applicants', async () => {
    await open({ medianResponseDays: 2, responded: 7, activelyReviewing: true });
    expect(noteTexts()).toEqual(['Usually responds within 2 days', 'Actively reviewing applicants']);
    expect(await accessibilityViolations()).toEqual([]);
  });

  it('gives no response time until the company has answered enough applicants', async () => {
    await open({ medianResponseDays: null, responded: 4, activelyReviewing: true });
    expect(noteTexts()).toEqual(['Actively reviewing applicants']);
  });

  it('says "within a day" for answers on the day or the next', async () => {
    await open({ medianResponseDays: 0, responded: 5, activelyReviewing: false });
    expect(noteTexts()).toEqual(['Usually responds within a day']);
  });

  it('shows nothing when nothing is known', async () => {
    await open({ medianResponseDays: null, responded: 0, activelyReviewing: false });
    expect(notes()).not.toBeInTheDocument();
  });

  it('shows nothing with an API that sends no responsiveness', async () => {
    await open();
    expect(notes()).not.toBeInTheDocument();
  });
});
