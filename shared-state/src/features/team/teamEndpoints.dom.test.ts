/**
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
import { readyStore, startApi } from '../../../test/harness';
import { json, type TestServer } from '../../../test/httpServer';
import { applicationEndpoints } from '../application/applicationEndpoints';
import { companyEndpoints } from '../company/companyEndpoints';
import { jobEndpoints } from '../job/jobEndpoints';
import { teamEndpoints } from './teamEndpoints';

let server: TestServer;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Counts the calls to each "METHOD /path" and answers each as `answers` says. */
function serve(answers: Record<string, unknown>) {
  const asked: Record<string, number> = {};
  server.handle((request, response) => {
    const route = `${request.method} ${request.url?.replace(/^\/api\/v1/, '')}`;
    asked[route] = (asked[route] ?? 0) + 1;
    return json(response, 200, answers[route] ?? { success: true, message: 'Done.' });
  });
  return asked;
}

it("accepting an invitation reloads the recruiter's companies, so the new one is listed at once", async () => {
  const asked = serve({
    'GET /company/get': { success: true, companies: [] },
    'POST /company/invitations/accept': { success: true, message: 'Welcome.', company: {} },
  });
  const store = await readyStore();
  const companies = store.dispatch(companyEndpoints.endpoints.companies.initiate());
  await companies;
  await store.dispatch(teamEndpoints.endpoints.acceptInvitation.initiate('tok_abcdefghijklmnopqrstuvwxyz'));
  await settle();
  expect(asked['GET /company/get']).toBe(2);
  companies.unsubscribe();
});

it("leaving a team reloads the recruiter's companies but never asks for that company's team again (no longer theirs: 404)", async () => {
  const asked = serve({
    'GET /company/get': { success: true, companies: [] },
    'GET /company/c1/members': { success: true, members: [], invitations: [] },
  });
  const store = await readyStore();
  const companies = store.dispatch(companyEndpoints.endpoints.companies.initiate());
  const team = store.dispatch(teamEndpoints.endpoints.team.initiate('c1'));
  await Promise.all([companies, team]);
  await store.dispatch(teamEndpoints.endpoints.leaveTeam.initiate({ companyId: 'c1', userId: 'u1' }));
  await settle();
  expect(asked['DELETE /company/c1/members/u1']).toBe(1);
  expect(asked['GET /company/get']).toBe(2);
  expect(asked['GET /company/c1/members']).toBe(1);

  // Removing someone else reloads the team.
  await store.dispatch(teamEndpoints.endpoints.removeMember.initiate({ companyId: 'c1', userId: 'u2' }));
  await settle();
  expect(asked['GET /company/c1/members']).toBe(2);
  companies.unsubscribe();
  team.unsubscribe();
});

it('changing a role or leaving reloads the jobs and applicants open, which carry what the caller may do there', async () => {
  const asked = serve({
    'GET /job/getadminjobs': { success: true, jobs: [] },
    'GET /application/j1/applicants': { success: true, role: 'owner', job: {} },
  });
  const store = await readyStore();
  const jobs = store.dispatch(jobEndpoints.endpoints.adminJobs.initiate());
  const applicants = store.dispatch(applicationEndpoints.endpoints.applicants.initiate('j1'));
  await Promise.all([jobs, applicants]);

  await store.dispatch(teamEndpoints.endpoints.changeMemberRole.initiate({ companyId: 'c1', userId: 'u1', role: 'viewer' }));
  await settle();
  expect(asked['GET /job/getadminjobs']).toBe(2);
  expect(asked['GET /application/j1/applicants']).toBe(2);

  await store.dispatch(teamEndpoints.endpoints.leaveTeam.initiate({ companyId: 'c1', userId: 'u1' }));
  await settle();
  expect(asked['GET /job/getadminjobs']).toBe(3);
  expect(asked['GET /application/j1/applicants']).toBe(3);
  jobs.unsubscribe();
  applicants.unsubscribe();
});
