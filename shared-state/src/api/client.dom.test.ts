/**
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
// The page is on another port than the API: cross-origin but same-site, like
// the shell and the API in development, so cookies depend on withCredentials.
import { aCompany, aJob, aJobWithApplicants, aStudentApplication, aUser } from '../../test/fixtures';
import { json, startServer, type RecordedRequest, type TestServer } from '../../test/httpServer';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { readyStore } from '../../test/harness';
import { applicationEndpoints } from '../features/application/applicationEndpoints';
import { authEndpoints } from '../features/auth/authEndpoints';
import { accountEndpoints } from '../features/account/accountEndpoints';
import { companyEndpoints } from '../features/company/companyEndpoints';
import { jobEndpoints } from '../features/job/jobEndpoints';
import { notificationEndpoints } from '../features/notification/notificationEndpoints';
import { savedJobEndpoints } from '../features/job/savedJobEndpoints';
import { alertEndpoints } from '../features/alert/alertEndpoints';
import type { RootState } from '../store/createPortalStore';
import { configureApi } from './http';

const { login, logout, register, updateProfile } = authEndpoints.endpoints;
const { searchJobs, job, adminJobs, postJob, updateJob } = jobEndpoints.endpoints;
const { applyToJob, appliedJobs, applicants, updateApplicationStatus, withdrawApplication, addApplicationNote } = applicationEndpoints.endpoints;
const { companies, company, registerCompany, updateCompany } = companyEndpoints.endpoints;
const { notifications, markNotificationsRead } = notificationEndpoints.endpoints;
const { savedJobs, savedJobIds, saveJob, unsaveJob } = savedJobEndpoints.endpoints;
const { alerts, createAlert, deleteAlert } = alertEndpoints.endpoints;
const { companyProfile } = companyEndpoints.endpoints;
const { updatePreferences, forgotPassword, resetLink, resetPassword, changePassword, deleteAccount } = accountEndpoints.endpoints;

type Store = Awaited<ReturnType<typeof readyStore>>;
let store: Store;
/** Runs one endpoint in a fresh store, as a screen's hook would, and answers its data or throws its error. */
const run = <T = unknown>(action: ThunkAction<{ unwrap(): Promise<unknown> }, RootState, unknown, UnknownAction>) =>
  store.dispatch(action).unwrap() as Promise<T>;

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
  configureApi({ baseUrl: `${server.origin}/api/v1/` });
});
afterAll(() => server.close());
beforeEach(async () => {
  server.requests.length = 0;
  store = await readyStore();
});

const lastRequest = (): RecordedRequest => {
  const request = server.requests.at(-1);
  if (!request) throw new Error('the server received no request');
  return request;
};

const newJob = {
  title: 'Dev',
  description: 'd',
  requirements: 'a, b',
  salary: '12', // straight from a text input: the server accepts numeric strings
  location: 'Pune',
  jobType: 'Full Time',
  experience: 2,
  position: 1,
  companyId: '3',
};

const formData = (fields: Record<string, string>, file?: File) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', file);
  return form;
};

describe('API client', () => {
  it('stores the session cookie from login and sends it with the next calls', async () => {
    server.handle((request, response) =>
      request.url === '/api/v1/user/login'
        ? json(
            response,
            200,
            { success: true, message: 'Welcome back Asha Rao', user: aUser() },
            { 'Set-Cookie': 'token=t0k3n; Path=/; HttpOnly; SameSite=Strict' },
          )
        : json(response, 200, { success: true, jobs: [] }),
    );

    const answer = await run<{ user: { fullname: string } }>(login.initiate({ email: 'asha@example.com', password: 'secret-password', role: 'student' }));
    expect(answer.user.fullname).toBe('Asha Rao');
    expect(JSON.parse(lastRequest().body)).toEqual({ email: 'asha@example.com', password: 'secret-password', role: 'student' });

    await run(adminJobs.initiate());
    expect(lastRequest().headers.cookie).toBe('token=t0k3n');

    // Control: the same cross-origin call without credentials carries no cookie.
    await new Promise<void>((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.open('GET', `${server.origin}/api/v1/job/get`);
      xhr.onloadend = () => resolve();
      xhr.send();
    });
    expect(lastRequest().headers.cookie).toBeUndefined();
  });

  it('searches with repeated keyword params and skips empty ones', async () => {
    const page = { success: true, jobs: [aJob()], total: 12, nextCursor: 'abc' };
    server.handle((_request, response) => json(response, 200, page));

    const query = { keyword: ['react', ' ', 'remote'], location: 'Pune', jobType: '', salaryMin: 5, limit: 20 };
    const result = await run<{ pages: unknown[] }>(searchJobs.initiate(query));

    expect(result.pages).toEqual([page]);
    expect(lastRequest().method).toBe('GET');
    expect(lastRequest().url).toBe('/api/v1/job/get?keyword=react&keyword=remote&location=Pune&salaryMin=5&limit=20');
  });

  it("asks for the next page with the previous page's cursor and keeps both pages", async () => {
    server.handle((request, response) =>
      json(response, 200, request.url.includes('cursor=abc') ? { success: true, jobs: [aJob({ _id: '2' })], total: 2, nextCursor: null } : { success: true, jobs: [aJob()], total: 2, nextCursor: 'abc' }),
    );
    await run(searchJobs.initiate({ location: 'Pune' }));
    const both = await run<{ pages: { jobs: unknown[] }[] }>(searchJobs.initiate({ location: 'Pune' }, { direction: 'forward' }));

    expect(lastRequest().url).toBe('/api/v1/job/get?location=Pune&cursor=abc');
    expect(both.pages.map((page) => page.jobs.length)).toEqual([1, 1]);
  });

  it("pages the saved jobs with the previous page's cursor and keeps both pages", async () => {
    server.handle((request, response) =>
      json(response, 200, request.url.includes('cursor=') ? { success: true, jobs: [aJob({ _id: '2' })], total: 2, nextCursor: null } : { success: true, jobs: [aJob()], total: 2, nextCursor: '1700000000000-7' }),
    );
    await run(savedJobs.initiate());
    expect(lastRequest().url).toBe('/api/v1/job/saved');
    const both = await run<{ pages: { jobs: unknown[] }[] }>(savedJobs.initiate(undefined, { direction: 'forward' }));

    expect(lastRequest().url).toBe('/api/v1/job/saved?cursor=1700000000000-7');
    expect(both.pages.map((page) => page.jobs.length)).toEqual([1, 1]);
  });

  it.each<[string, string, string, () => Promise<unknown>, unknown]>([
    ['job', 'GET', '/api/v1/job/get/7', () => run(job.initiate('7')), { success: true, job: aJob() }],
    ['adminJobs', 'GET', '/api/v1/job/getadminjobs', () => run(adminJobs.initiate()), { success: true, jobs: [] }],
    ['logout', 'GET', '/api/v1/user/logout', () => run(logout.initiate()), { success: true, message: 'Logged out successfully.' }],
    ['applyToJob', 'POST', '/api/v1/application/apply/7', () => run(applyToJob.initiate({ jobId: '7' })), { success: true, message: 'Job applied successfully.', status: 'pending' }],
    ['appliedJobs', 'GET', '/api/v1/application/get', () => run(appliedJobs.initiate()), { success: true, application: [aStudentApplication()] }],
    ['withdrawApplication', 'POST', '/api/v1/application/withdraw/9', () => run(withdrawApplication.initiate({ jobId: '7', applicationId: '9' })), { success: true, message: 'Application withdrawn.' }],
    ['applicants', 'GET', '/api/v1/application/7/applicants', () => run(applicants.initiate('7')), { success: true, job: aJobWithApplicants() }],
    ['notifications', 'GET', '/api/v1/notification/get?limit=5', () => run(notifications.initiate({ limit: 5 })), { success: true, notifications: [], unread: 0, nextCursor: null }],
    ['notifications, an older page', 'GET', '/api/v1/notification/get?limit=20&cursor=41', () => run(notifications.initiate({ limit: 20, cursor: '41' })), { success: true, notifications: [], unread: 0, nextCursor: null }],
    ['savedJobIds', 'GET', '/api/v1/job/saved/ids', () => run(savedJobIds.initiate()), { success: true, ids: ['7'] }],
    ['saveJob', 'POST', '/api/v1/job/save/7', () => run(saveJob.initiate('7')), { success: true, message: 'Job saved.' }],
    ['unsaveJob', 'DELETE', '/api/v1/job/save/7', () => run(unsaveJob.initiate('7')), { success: true, message: 'Job removed from saved jobs.' }],
    ['alerts', 'GET', '/api/v1/alert/get', () => run(alerts.initiate()), { success: true, alerts: [] }],
    ['deleteAlert', 'DELETE', '/api/v1/alert/delete/4', () => run(deleteAlert.initiate('4')), { success: true, message: 'Alert deleted.' }],
    ['companyProfile', 'GET', '/api/v1/company/profile/3', () => run(companyProfile.initiate('3')), { success: true, company: aCompany(), jobs: [] }],
    ['companies', 'GET', '/api/v1/company/get', () => run(companies.initiate()), { success: true, companies: [aCompany()] }],
    ['company', 'GET', '/api/v1/company/get/3', () => run(company.initiate('3')), { success: true, company: aCompany() }],
  ])('%s calls %s %s and returns the body', async (_name, method, url, call, body) => {
    server.handle((_request, response) => json(response, 200, body));
    await expect(call()).resolves.toEqual(body);
    expect(lastRequest()).toMatchObject({ method, url });
  });

  it.each<[string, string, string, () => Promise<unknown>, unknown]>([
    ['postJob', 'POST', '/api/v1/job/post', () => run(postJob.initiate(newJob)), newJob],
    ['updateJob', 'PUT', '/api/v1/job/update/7', () => run(updateJob.initiate({ id: '7', changes: { salary: 15 } })), { salary: 15 }],
    ['updateApplicationStatus', 'POST', '/api/v1/application/status/9/update', () => run(updateApplicationStatus.initiate({ jobId: '7', applicationId: '9', status: 'accepted' })), { status: 'accepted' }],
    [
      'updateApplicationStatus with a message',
      'POST',
      '/api/v1/application/status/9/update',
      () => run(updateApplicationStatus.initiate({ jobId: '7', applicationId: '9', status: 'interview', message: 'Tuesday 10:00' })),
      { status: 'interview', message: 'Tuesday 10:00' },
    ],
    ['addApplicationNote', 'POST', '/api/v1/application/9/notes', () => run(addApplicationNote.initiate({ jobId: '7', applicationId: '9', text: 'Call back' })), { text: 'Call back' }],
    ['markNotificationsRead', 'POST', '/api/v1/notification/read', () => run(markNotificationsRead.initiate({ ids: ['4', '5'] })), { ids: ['4', '5'] }],
    ['markNotificationsRead, all', 'POST', '/api/v1/notification/read', () => run(markNotificationsRead.initiate({ all: true })), { all: true }],
    ['updatePreferences', 'POST', '/api/v1/user/preferences', () => run(updatePreferences.initiate({ emailNotifications: false })), { emailNotifications: false }],
    ['forgotPassword', 'POST', '/api/v1/user/password/forgot', () => run(forgotPassword.initiate({ email: 'a@b.co' })), { email: 'a@b.co' }],
    ['resetLink', 'POST', '/api/v1/user/password/reset/status', () => run(resetLink.initiate('t0k')), { token: 't0k' }],
    ['resetPassword', 'POST', '/api/v1/user/password/reset', () => run(resetPassword.initiate({ token: 't0k', password: 'new secret!' })), { token: 't0k', password: 'new secret!' }],
    ['changePassword', 'POST', '/api/v1/user/password/change', () => run(changePassword.initiate({ currentPassword: 'old one!', newPassword: 'new one!!' })), { currentPassword: 'old one!', newPassword: 'new one!!' }],
    ['deleteAccount', 'POST', '/api/v1/user/delete', () => run(deleteAccount.initiate({ password: 'mine!!!!' })), { password: 'mine!!!!' }],
    ['createAlert', 'POST', '/api/v1/alert/create', () => run(createAlert.initiate({ keyword: 'react', location: 'Pune', frequency: 'daily' })), { keyword: 'react', location: 'Pune', frequency: 'daily' }],
    [
      'createAlert, a whole search',
      'POST',
      '/api/v1/alert/create',
      () => run(createAlert.initiate({ keyword: 'react', location: ['Pune', 'Mumbai'], experience: ['2-4'], salary: ['6-10', '10-20'], companyId: ['12'], frequency: 'daily' })),
      { keyword: 'react', location: ['Pune', 'Mumbai'], experience: ['2-4'], salary: ['6-10', '10-20'], companyId: ['12'], frequency: 'daily' },
    ],
    ['registerCompany', 'POST', '/api/v1/company/register', () => run(registerCompany.initiate({ companyName: 'Acme' })), { companyName: 'Acme' }],
  ])('%s sends %s %s with a JSON body', async (_name, method, url, call, sent) => {
    server.handle((_request, response) => json(response, 200, { success: true, message: 'ok' }));
    await call();
    expect(lastRequest()).toMatchObject({ method, url });
    expect(lastRequest().headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(lastRequest().body)).toEqual(sent);
  });

  it.each<[string, string, string, (form: FormData) => Promise<unknown>]>([
    ['register', 'POST', '/api/v1/user/register', (form) => run(register.initiate({ form }))],
    ['updateProfile', 'POST', '/api/v1/user/profile/update', (form) => run(updateProfile.initiate({ form }))],
    ['updateCompany', 'PUT', '/api/v1/company/update/3', (form) => run(updateCompany.initiate({ id: '3', form }))],
  ])('%s uploads multipart to %s %s with the file under "file"', async (_name, method, url, call) => {
    server.handle((_request, response) => json(response, 200, { success: true, message: 'ok', user: aUser(), company: aCompany() }));
    await call(formData({ fullname: 'Asha Rao' }, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })));
    expect(lastRequest()).toMatchObject({ method, url });
    expect(lastRequest().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(lastRequest().body).toMatch(/name="fullname"\r\n\r\nAsha Rao/);
    expect(lastRequest().body).toMatch(/name="file"; filename="cv.pdf"/);
  });

  it('reports upload progress', async () => {
    server.handle((_request, response) => json(response, 200, { success: true, message: 'ok', user: aUser() }));
    const onProgress = jest.fn();
    await run(updateProfile.initiate({ form: formData({ bio: 'x' }, new File(['x'.repeat(100_000)], 'cv.pdf')), onProgress }));
    expect(onProgress).toHaveBeenCalled();
  });
});
