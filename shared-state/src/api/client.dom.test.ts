/**
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
// The page is on another port than the API: cross-origin but same-site, like
// the shell and the API in development, so cookies depend on withCredentials.
import { aCompany, aJob, aJobWithApplicants, aStudentApplication, aUser } from '../../test/fixtures';
import { json, startServer, type RecordedRequest, type TestServer } from '../../test/httpServer';
import { applicationApi } from './applicationApi';
import { companyApi } from './companyApi';
import { configureApi } from './http';
import { jobApi } from './jobApi';
import { userApi } from './userApi';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
  configureApi({ baseUrl: `${server.origin}/api/v1/` });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
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

    const login = await userApi.login({ email: 'asha@example.com', password: 'secret-password', role: 'student' });
    expect(login.user.fullname).toBe('Asha Rao');
    expect(JSON.parse(lastRequest().body)).toEqual({ email: 'asha@example.com', password: 'secret-password', role: 'student' });

    await jobApi.adminJobs();
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

    const result = await jobApi.search({
      keyword: ['react', ' ', 'remote'],
      location: 'Pune',
      jobType: '',
      salaryMin: 5,
      limit: 20,
      cursor: 'xyz',
    });

    expect(result).toEqual(page);
    expect(lastRequest().method).toBe('GET');
    expect(lastRequest().url).toBe('/api/v1/job/get?keyword=react&keyword=remote&location=Pune&salaryMin=5&limit=20&cursor=xyz');
  });

  it.each<[string, string, string, () => Promise<unknown>, unknown]>([
    ['jobApi.get', 'GET', '/api/v1/job/get/7', () => jobApi.get('7'), { success: true, job: aJob() }],
    ['jobApi.adminJobs', 'GET', '/api/v1/job/getadminjobs', () => jobApi.adminJobs(), { success: true, jobs: [] }],
    ['userApi.logout', 'GET', '/api/v1/user/logout', () => userApi.logout(), { success: true, message: 'Logged out successfully.' }],
    ['applicationApi.apply', 'POST', '/api/v1/application/apply/7', () => applicationApi.apply('7'), { success: true, message: 'Job applied successfully.' }],
    ['applicationApi.mine', 'GET', '/api/v1/application/get', () => applicationApi.mine(), { success: true, application: [aStudentApplication()] }],
    ['applicationApi.applicants', 'GET', '/api/v1/application/7/applicants', () => applicationApi.applicants('7'), { success: true, job: aJobWithApplicants() }],
    ['companyApi.list', 'GET', '/api/v1/company/get', () => companyApi.list(), { success: true, companies: [aCompany()] }],
    ['companyApi.get', 'GET', '/api/v1/company/get/3', () => companyApi.get('3'), { success: true, company: aCompany() }],
  ])('%s calls %s %s and returns the body', async (_name, method, url, call, body) => {
    server.handle((_request, response) => json(response, 200, body));
    await expect(call()).resolves.toEqual(body);
    expect(lastRequest()).toMatchObject({ method, url });
  });

  it.each<[string, string, string, () => Promise<unknown>, unknown]>([
    ['jobApi.post', 'POST', '/api/v1/job/post', () => jobApi.post(newJob), newJob],
    ['jobApi.update', 'PUT', '/api/v1/job/update/7', () => jobApi.update('7', { salary: 15 }), { salary: 15 }],
    ['applicationApi.updateStatus', 'POST', '/api/v1/application/status/9/update', () => applicationApi.updateStatus('9', 'accepted'), { status: 'accepted' }],
    ['companyApi.register', 'POST', '/api/v1/company/register', () => companyApi.register({ companyName: 'Acme' }), { companyName: 'Acme' }],
  ])('%s sends %s %s with a JSON body', async (_name, method, url, call, sent) => {
    server.handle((_request, response) => json(response, 200, { success: true, message: 'ok' }));
    await call();
    expect(lastRequest()).toMatchObject({ method, url });
    expect(lastRequest().headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(lastRequest().body)).toEqual(sent);
  });

  it.each<[string, string, string, (form: FormData) => Promise<unknown>]>([
    ['userApi.register', 'POST', '/api/v1/user/register', (form) => userApi.register(form)],
    ['userApi.updateProfile', 'POST', '/api/v1/user/profile/update', (form) => userApi.updateProfile(form)],
    ['companyApi.update', 'PUT', '/api/v1/company/update/3', (form) => companyApi.update('3', form)],
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
    await userApi.updateProfile(formData({ bio: 'x' }, new File(['x'.repeat(100_000)], 'cv.pdf')), onProgress);
    expect(onProgress).toHaveBeenCalled();
  });
});
