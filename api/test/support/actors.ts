import type { FastifyInstance } from 'fastify';
import { multipartBody } from './multipart';

export type Actor = { id: string; email: string; cookie: string; role: 'student' | 'recruiter' };

/** Every test user's password, unless a test gives its own. */
export const TEST_PASSWORD = 'correct horse';

let sequence = 0;

/** Registers and logs in a new user through the API, returning their session cookie. */
export async function signUp(app: FastifyInstance, role: 'student' | 'recruiter', overrides: Record<string, string> = {}): Promise<Actor> {
  sequence += 1;
  const email = overrides.email ?? `${role}${sequence}-${Date.now()}@example.com`;
  const fields = { fullname: `Test ${role} ${sequence}`, email, phoneNumber: '9876543210', password: TEST_PASSWORD, role, ...overrides };
  const body = await multipartBody(fields);
  const registered = await app.inject({ method: 'POST', url: '/api/v1/user/register', ...body });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  return logIn(app, email, fields.password, role);
}

export async function logIn(app: FastifyInstance, email: string, password: string, role: 'student' | 'recruiter'): Promise<Actor> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email, password, role } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const token = response.cookies.find((cookie) => cookie.name === 'token');
  return { id: response.json().user._id, email, role, cookie: `token=${token!.value}` };
}

export async function createCompany(app: FastifyInstance, recruiter: Actor, name = `Company ${++sequence}`) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/company/register',
    headers: { cookie: recruiter.cookie },
    payload: { companyName: name },
  });
  if (response.statusCode !== 201) throw new Error(`company failed: ${response.body}`);
  return response.json().company as { _id: string; name: string };
}

export const jobFields = (companyId: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Frontend Developer',
  description: 'Build the web app with React and TypeScript.',
  requirements: 'React, TypeScript',
  salary: 12,
  location: 'Pune',
  jobType: 'Full Time',
  experience: 2,
  position: 3,
  companyId,
  ...overrides,
});

export async function postJob(app: FastifyInstance, recruiter: Actor, companyId: string, overrides: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/job/post',
    headers: { cookie: recruiter.cookie },
    payload: jobFields(companyId, overrides),
  });
  if (response.statusCode !== 201) throw new Error(`job failed: ${response.body}`);
  return response.json().job as { _id: string; title: string };
}

export async function apply(app: FastifyInstance, student: Actor, jobId: string) {
  return app.inject({ method: 'POST', url: `/api/v1/application/apply/${jobId}`, headers: { cookie: student.cookie } });
}
