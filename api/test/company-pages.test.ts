import { createCompany, postJob, signUp } from './support/actors';
import { startTestApp, type TestApp } from './support/test-app';

/** A company's public page: anyone reads who they are and the jobs they have open, and no user id. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('shows the company and its open jobs, newest first, to a visitor; no owner or poster ids', async () => {
  const recruiter = await signUp(t.app, 'recruiter');
  const company = await createCompany(t.app, recruiter, `Public ${Date.now()}`);
  const older = await postJob(t.app, recruiter, company._id, { title: 'Backend Engineer' });
  await postJob(t.app, recruiter, company._id, { title: 'Frontend Engineer' });
  const closed = await postJob(t.app, recruiter, company._id, { title: 'Closed Role' });
  await t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${closed._id}`, headers: { cookie: recruiter.cookie }, payload: { status: 'closed' } });
  const expired = await postJob(t.app, recruiter, company._id, { title: 'Expired Role' });
  await t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${expired._id}`, headers: { cookie: recruiter.cookie }, payload: { deadline: '2020-01-31' } });

  const response = await t.app.inject({ method: 'GET', url: `/api/v1/company/profile/${company._id}` });
  expect(response.statusCode).toBe(200);
  const { company: shown, jobs } = response.json();
  expect(shown).toMatchObject({ _id: company._id, name: company.name });
  expect(jobs.map(({ title }: { title: string }) => title)).toEqual(['Frontend Engineer', 'Backend Engineer']);
  expect(jobs[1]._id).toBe(older._id);
  expect(response.body).not.toContain('userId');
  expect(response.body).not.toContain('created_by');
});

it('answers 404 for a company that does not exist, or an id that is not one', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/v1/company/profile/999999999' })).json()).toEqual({ success: false, message: 'Company not found.' });
  expect((await t.app.inject({ method: 'GET', url: '/api/v1/company/profile/abc' })).statusCode).toBe(404);
});

it("leaves the recruiter's own company routes as they were: a visitor still gets 401 there", async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/v1/company/get' })).statusCode).toBe(401);
});
