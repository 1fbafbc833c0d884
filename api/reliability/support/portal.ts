import type http from 'node:http';
import type { RECRUITER_STAGES } from '@portal/contract/stages';
import { jobFields, TEST_PASSWORD, type Actor } from '../../test/support/actors';
import { multipartBody } from '../../test/support/multipart';
import { json, send, type Answer } from './http';

export type { Actor };
export type RecruiterStage = (typeof RECRUITER_STAGES)[number];
export const PASSWORD = TEST_PASSWORD;

/** The portal's API over real HTTP, as a browser or a script would call it. */
export class Portal {
  constructor(
    readonly baseUrl: string,
    readonly agent: http.Agent | false = false,
    readonly timeoutMs = 15_000,
  ) {}

  request(method: string, path: string, options: { who?: Actor | null; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.who) headers.cookie = options.who.cookie;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    return send(this.baseUrl, { method, path: `/api/v1${path}`, headers, body, agent: this.agent, timeoutMs: this.timeoutMs });
  }

  async register(email: string, role: 'student' | 'recruiter', headers: Record<string, string> = {}, fullname = `Reliable ${role}`): Promise<Answer> {
    const form = await multipartBody({ fullname, email, phoneNumber: '9876543210', password: PASSWORD, role });
    return send(this.baseUrl, {
      method: 'POST',
      path: '/api/v1/user/register',
      headers: { ...form.headers, ...headers },
      body: form.payload,
      agent: this.agent,
      timeoutMs: this.timeoutMs,
    });
  }

  async logIn(email: string, role: 'student' | 'recruiter'): Promise<Actor> {
    const answer = await this.request('POST', '/user/login', { body: { email, password: PASSWORD, role } });
    if (answer.status !== 200) throw new Error(`login of ${email} failed: ${answer.status} ${answer.body}`);
    const setCookie = [answer.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('token='));
    return { id: json<{ user: { _id: string } }>(answer).user._id, email, role, cookie: setCookie!.split(';')[0]! };
  }

  /** Registers and logs in; `fullname` tells the user apart in what others are told (emails). */
  async signUp(role: 'student' | 'recruiter', email: string, fullname?: string): Promise<Actor> {
    const registered = await this.register(email, role, {}, fullname);
    if (registered.status !== 201) throw new Error(`register of ${email} failed: ${registered.status} ${registered.body}`);
    return this.logIn(email, role);
  }

  createCompany(recruiter: Actor, name: string) {
    return this.request('POST', '/company/register', { who: recruiter, body: { companyName: name } });
  }

  async company(recruiter: Actor, name: string): Promise<string> {
    const answer = await this.createCompany(recruiter, name);
    if (answer.status !== 201) throw new Error(`company ${name} failed: ${answer.status} ${answer.body}`);
    return json<{ company: { _id: string } }>(answer).company._id;
  }

  postJob(recruiter: Actor, companyId: string, title: string) {
    return this.request('POST', '/job/post', { who: recruiter, body: jobFields(companyId, { title }) });
  }

  async job(recruiter: Actor, companyId: string, title: string): Promise<string> {
    const answer = await this.postJob(recruiter, companyId, title);
    if (answer.status !== 201) throw new Error(`job ${title} failed: ${answer.status} ${answer.body}`);
    return json<{ job: { _id: string } }>(answer).job._id;
  }

  apply(student: Actor, jobId: string) {
    return this.request('POST', `/application/apply/${jobId}`, { who: student });
  }

  applicants(recruiter: Actor, jobId: string) {
    return this.request('GET', `/application/${jobId}/applicants`, { who: recruiter });
  }

  /** Moves the application to a stage, with an optional message to the student. */
  setStatus(recruiter: Actor, applicationId: string, status: RecruiterStage, message?: string) {
    return this.request('POST', `/application/status/${applicationId}/update`, { who: recruiter, body: message === undefined ? { status } : { status, message } });
  }

  /** The student takes the application back. */
  withdraw(student: Actor, applicationId: string) {
    return this.request('POST', `/application/withdraw/${applicationId}`, { who: student });
  }

  /** Closes or reopens the job (its poster only). */
  setJobStatus(recruiter: Actor, jobId: string, status: 'open' | 'closed') {
    return this.request('PUT', `/job/update/${jobId}`, { who: recruiter, body: { status } });
  }

  /** The recruiter's jobs as the API shows them, with each one's applicationCount. */
  async adminJobs(recruiter: Actor): Promise<{ _id: string; title: string; applicationCount: number; company: { _id: string } | string }[]> {
    const answer = await this.request('GET', '/job/getadminjobs', { who: recruiter });
    if (answer.status !== 200) throw new Error(`getadminjobs failed: ${answer.status} ${answer.body}`);
    return json<{ jobs: { _id: string; title: string; applicationCount: number; company: { _id: string } | string }[] }>(answer).jobs;
  }
}

/** Environment that lets a test create many accounts from one address. */
export const RELAXED_LIMITS = {
  LOGIN_FAILURES_PER_IP: '1000000',
  LOGIN_FAILURES_PER_EMAIL: '1000000',
  REGISTRATIONS_PER_IP: '1000000',
};
