import zlib from 'node:zlib';
import { createCompany, postJob, signUp } from './support/actors';
import { multipartBody, sampleFiles } from './support/multipart';
import { startTestApp, type TestApp } from './support/test-app';

/** What a client on another origin, and any cache between it and the API, receive. */

async function saveResume(t: TestApp, cookie: string, headers: Record<string, string> = {}) {
  const body = await multipartBody({ bio: 'hi' }, { content: sampleFiles.pdf, filename: 'cv.pdf', type: 'application/pdf' });
  return t.app.inject({ method: 'POST', url: '/api/v1/user/profile/update', ...body, headers: { ...body.headers, cookie, ...headers } });
}

describe('file URLs in answers', () => {
  describe('with PUBLIC_URL', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ PUBLIC_URL: 'https://jobs.example.com/' });
    });
    afterAll(() => t.close());

    it('are absolute on PUBLIC_URL whatever the request was sent to, and still open', async () => {
      const student = await signUp(t.app, 'student');
      const saved = await saveResume(t, student.cookie, { host: 'internal-10-0-0-7:8000' });
      const resume = saved.json().user.profile.resume as string;
      expect(resume).toMatch(/^https:\/\/jobs\.example\.com\/api\/v1\/user\/\d+\/resume\?v=[0-9a-f]{8}$/);
      const opened = await t.app.inject({ method: 'GET', url: new URL(resume).pathname + new URL(resume).search, headers: { cookie: student.cookie } });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe('application/pdf');
    });

    it('are absolute in kept answers for visitors too (a logo in a job page and a search page)', async () => {
      const recruiter = await signUp(t.app, 'recruiter');
      const company = await createCompany(t.app, recruiter);
      const logo = await multipartBody({}, { content: sampleFiles.png, filename: 'logo.png', type: 'image/png' });
      const updated = await t.app.inject({ method: 'PUT', url: `/api/v1/company/update/${company._id}`, ...logo, headers: { ...logo.headers, cookie: recruiter.cookie } });
      expect(updated.json().company.logo).toMatch(/^https:\/\/jobs\.example\.com\/api\/v1\/media\/logos\//);
      const job = await postJob(t.app, recruiter, company._id);
      for (let view = 0; view < 2; view++) {
        const page = await t.app.inject({ method: 'GET', url: `/api/v1/job/get/${job._id}` });
        expect(page.json().job.company.logo).toMatch(/^https:\/\/jobs\.example\.com\/api\/v1\/media\/logos\//);
      }
      const search = await t.app.inject({ method: 'GET', url: '/api/v1/job/get' });
      expect(search.json().jobs[0].company.logo).toMatch(/^https:\/\/jobs\.example\.com\//);
    });

    it('leave the text users wrote alone, even when it looks like a file URL', async () => {
      const recruiter = await signUp(t.app, 'recruiter');
      const company = await createCompany(t.app, recruiter);
      const description = '"logo":"/api/v1/media/x and "resume":"/';
      const job = await postJob(t.app, recruiter, company._id, { description });
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/job/get/${job._id}` })).json().job.description).toBe(description);
    });
  });

  describe('without PUBLIC_URL', () => {
    let t: TestApp;
    let proxied: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
      proxied = await startTestApp({ TRUST_PROXY: 'loopback' });
    });
    afterAll(() => Promise.all([t.close(), proxied.close()]));

    it('are absolute on the origin the request was sent to', async () => {
      const student = await signUp(t.app, 'student');
      const saved = await saveResume(t, student.cookie, { host: 'api.example.org:8443' });
      expect(saved.json().user.profile.resume).toMatch(/^http:\/\/api\.example\.org:8443\/api\/v1\/user\//);
    });

    it('follow X-Forwarded-Proto and X-Forwarded-Host behind a trusted proxy, and ignore them otherwise', async () => {
      const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'jobs.example.net', host: 'backend:8000' };
      const behindProxy = await signUp(proxied.app, 'student');
      expect((await saveResume(proxied, behindProxy.cookie, forwarded)).json().user.profile.resume).toMatch(/^https:\/\/jobs\.example\.net\/api\/v1\//);
      const direct = await signUp(t.app, 'student');
      expect((await saveResume(t, direct.cookie, forwarded)).json().user.profile.resume).toMatch(/^http:\/\/backend:8000\/api\/v1\//);
    });

    it('stay relative rather than carry a Host header that is not a host name', async () => {
      const student = await signUp(t.app, 'student');
      const saved = await saveResume(t, student.cookie, { host: 'evil"},"x":"' });
      expect(saved.json().user.profile.resume).toMatch(/^\/api\/v1\/user\//);
    });
  });
});

describe('compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    const recruiter = await signUp(t.app, 'recruiter');
    const company = await createCompany(t.app, recruiter);
    for (let i = 0; i < 20; i++) await postJob(t.app, recruiter, company._id, { title: `Engineer ${i}` });
  });
  afterAll(() => t.close());

  const search = (acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/job/get', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends JSON above 1 KB with brotli when the browser accepts it, else gzip, else plain', async () => {
    const plain = await search();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await search('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gzip = await search('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const small = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('refuses a compressed request body instead of inflating it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ email: 'a@example.com', password: 'x', role: 'student' })),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: 'Compressed request bodies are not accepted' });
  });
});

describe('caches between the client and the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('are told that answers personalised with the cookie are private and vary with it', async () => {
    const recruiter = await signUp(t.app, 'recruiter');
    const job = await postJob(t.app, recruiter, (await createCompany(t.app, recruiter))._id);
    const student = await signUp(t.app, 'student');
    for (const url of [`/api/v1/job/get/${job._id}`, '/api/v1/job/get', '/api/v1/application/get']) {
      const personal = await t.app.inject({ method: 'GET', url, headers: { cookie: student.cookie } });
      expect(personal.statusCode).toBe(200);
      expect(personal.headers['cache-control']).toMatch(/\bprivate\b/);
      expect(String(personal.headers.vary)).toMatch(/\bCookie\b/);
    }
    for (const url of [`/api/v1/job/get/${job._id}`, '/api/v1/job/get']) {
      const visitor = await t.app.inject({ method: 'GET', url });
      expect(String(visitor.headers.vary)).toMatch(/\bCookie\b/);
      expect(visitor.headers['cache-control'] ?? '').not.toMatch(/private/);
    }
  });
});
