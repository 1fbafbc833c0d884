import fs from 'node:fs';
import path from 'node:path';
import { createSigner } from 'fast-jwt';
import { SESSION_HINT_COOKIE } from '@portal/contract';
import { createCompany, logIn, postJob, signUp, apply, TEST_PASSWORD } from './support/actors';
import { multipartBody, sampleFiles } from './support/multipart';
import { startTestApp, type TestApp } from './support/test-app';
import { pictureOf } from './support/images';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const register = async (fields: Record<string, string>, file?: Parameters<typeof multipartBody>[1]) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/register', ...(await multipartBody(fields, file)) });

const validStudent = (email: string) => ({ fullname: 'Asha Rao', email, phoneNumber: '+91 98765 43210', password: 'correct horse', role: 'student' });

describe('POST /user/register', () => {
  it('creates an account and answers 201 with the contract message', async () => {
    const response = await register(validStudent('asha@example.com'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Account created successfully.' });
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    await register(validStudent('twice@example.com'));
    const response = await register(validStudent('TWICE@example.com'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'User already exists with this email.' });
  });

  it.each([
    ['fullname', { fullname: '' }, 'Full name is required'],
    ['email', { email: 'not-an-email' }, 'Email must be a valid email address'],
    ['phoneNumber', { phoneNumber: 'call me' }, 'Phone number must be a phone number (digits, optionally with +, spaces or dashes)'],
    ['password', { password: 'short' }, 'Password must be at least 8 characters'],
    ['role', { role: 'admin' }, 'Role must be student or recruiter'],
  ])('names the bad field (%s) in a 400 as the sign-up form labels it', async (_field, override, message) => {
    const response = await register({ ...validStudent(`bad-${_field}@example.com`), ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('stores a profile photo, redrawn, under a random name and serves it publicly', async () => {
    const response = await register(validStudent('photo@example.com'), { content: sampleFiles.png, filename: '../../etc/passwd.png', type: 'image/png' });
    expect(response.statusCode).toBe(201);
    const user = (await t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email: 'photo@example.com', password: 'correct horse', role: 'student' } })).json().user;
    expect(user.profile.profilePhoto).toMatch(/^http:\/\/localhost:80\/api\/v1\/media\/photos\/[0-9a-f]{32}\.img$/);
    const photo = await t.app.inject({ method: 'GET', url: user.profile.profilePhoto });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(await pictureOf(photo.rawPayload)).toMatchObject({ format: 'png', width: 8, height: 6 });
    const stored = fs.readdirSync(path.join(t.config.dataDir, 'uploads', 'photos'));
    expect(stored.some((name) => name.includes('passwd'))).toBe(false);
  });

  it('refuses a photo that is not an image by its bytes, whatever its name and declared type (415)', async () => {
    const response = await register(validStudent('spoof@example.com'), { content: sampleFiles.html, filename: 'me.png', type: 'image/png' });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/image/);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email: 'spoof@example.com', password: 'correct horse', role: 'student' } });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a photo over 2 MB (413) and keeps nothing of it', async () => {
    const big = Buffer.concat([sampleFiles.png, Buffer.alloc(2 * 1024 * 1024 + 1)]);
    const response = await register(validStudent('big@example.com'), { content: big, filename: 'big.png', type: 'image/png' });
    expect(response.statusCode).toBe(413);
    expect(response.json().success).toBe(false);
    expect(fs.readdirSync(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
  });

  it('refuses a body that is not multipart with a 400 that says so', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/user/register', payload: validStudent('json@example.com') });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/multipart/);
  });
});

describe('POST /user/login', () => {
  beforeAll(async () => {
    await register({ ...validStudent('login@example.com'), fullname: 'Login Person' });
  });

  it('sets an httpOnly, SameSite=Strict, one-day token cookie and welcomes the user', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email: 'login@example.com', password: 'correct horse', role: 'student' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Welcome back Login Person');
    expect(response.json().user).toMatchObject({ email: 'login@example.com', role: 'student', fullname: 'Login Person' });
    const cookie = response.cookies.find((c) => c.name === 'token')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', maxAge: 86400, path: '/' });
    expect(cookie.secure).toBeFalsy();
  });

  it("sets, for as long, a hint the page's scripts can read that there is a session, and nothing secret in it", async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email: 'login@example.com', password: 'correct horse', role: 'student' } });
    const hint = response.cookies.find((c) => c.name === SESSION_HINT_COOKIE)!;
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', maxAge: 86400, path: '/' });
    expect(hint.httpOnly).toBeFalsy();
  });

  it('marks the cookie Secure behind HTTPS', async () => {
    const https = await startTestApp({ TRUST_PROXY: 'loopback' });
    try {
      await https.app.inject({ method: 'POST', url: '/api/v1/user/register', ...(await multipartBody(validStudent('secure@example.com'))) });
      const response = await https.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: 'secure@example.com', password: 'correct horse', role: 'student' },
      });
      expect(response.cookies.find((c) => c.name === 'token')!.secure).toBe(true);
    } finally {
      await https.close();
    }
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const wrongPassword = await t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email: 'login@example.com', password: 'wrong password', role: 'student' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email: 'nobody@example.com', password: 'wrong password', role: 'student' } });
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Incorrect email or password.' });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it("refuses the right password with the other role, in the words old clients know, naming the account's role", async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email: 'login@example.com', password: 'correct horse', role: 'recruiter' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: "Account doesn't exist with current role.", accountRole: 'student' });
    expect(response.cookies).toHaveLength(0);
  });

  it('tells a wrong password with the other role nothing of the account: the same 401 as any wrong password', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email: 'login@example.com', password: 'wrong password', role: 'recruiter' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Incorrect email or password.' });
  });

  it('names a missing field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email: 'login@example.com', role: 'student' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Password is required');
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ LOGIN_FAILURES_PER_EMAIL: '3', LOGIN_FAILURES_PER_IP: '5', REGISTRATIONS_PER_IP: '4' });
  });
  afterAll(() => limited.close());

  const login = (email: string, password: string, ip = '10.0.0.1') =>
    limited.app.inject({ method: 'POST', url: '/api/v1/user/login', remoteAddress: ip, payload: { email, password, role: 'student' } });

  const register = async (email: string) =>
    limited.app.inject({ method: 'POST', url: '/api/v1/user/register', remoteAddress: '10.9.9.9', ...(await multipartBody(validStudent(email))) });

  const expectRetryAfter = (response: { headers: Record<string, unknown> }) => {
    const seconds = Number(response.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(900);
  };

  it('never locks a user out through guesses from elsewhere: the right password from a clean address gets in, slowed down', async () => {
    await register('target@example.com');
    for (let i = 0; i < 3; i++) expect((await login('target@example.com', 'guess', `10.1.0.${i}`)).statusCode).toBe(401);
    const started = Date.now();
    const victim = await login('target@example.com', 'correct horse', '10.1.0.99');
    expect(victim.statusCode).toBe(200);
    // The email's failures slow every address down: the first slowed attempt waits 250 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('refuses an address that keeps failing at one email, saying when to retry, and only that address', async () => {
    await register('pair@example.com');
    for (let i = 0; i < 3; i++) expect((await login('pair@example.com', 'guess', '10.4.0.1')).statusCode).toBe(401);
    const blocked = await login('pair@example.com', 'correct horse', '10.4.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many attempts/);
    expectRetryAfter(blocked);
    expect((await login('pair@example.com', 'correct horse', '10.4.0.2')).statusCode).toBe(200);
  });

  it('locks an address after repeated failed logins across emails', async () => {
    for (let i = 0; i < 5; i++) expect((await login(`someone${i}@example.com`, 'guess', '10.2.0.1')).statusCode).toBe(401);
    const blocked = await login('someone-else@example.com', 'guess', '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expectRetryAfter(blocked);
    expect((await login('someone-else@example.com', 'guess', '10.2.0.2')).statusCode).toBe(401);
  });

  it('limits registrations per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/user/register',
        remoteAddress: '10.3.0.1',
        ...(await multipartBody(validStudent(`flood${i}@example.com`))),
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expectRetryAfter(response);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });

  describe('email changes', () => {
    const changeEmail = async (who: { cookie: string }, email: string, ip: string, currentPassword = 'correct horse') => {
      const body = await multipartBody({ email, currentPassword });
      return limited.app.inject({ method: 'POST', url: '/api/v1/user/profile/update', remoteAddress: ip, payload: body.payload, headers: { ...body.headers, cookie: who.cookie } });
    };

    it('limits attempts per address, whatever they answer, so taken addresses cannot be listed', async () => {
      const [first, second] = [await signUp(limited.app, 'student'), await signUp(limited.app, 'student')];
      const statuses = [
        (await changeEmail(first, second.email, '10.5.0.1')).statusCode,
        (await changeEmail(first, 'probe-1@example.com', '10.5.0.1', 'a guess')).statusCode,
        (await changeEmail(second, first.email, '10.5.0.1')).statusCode,
        (await changeEmail(second, 'probe-2@example.com', '10.5.0.1')).statusCode,
      ];
      expect(statuses).toEqual([409, 400, 409, 200]);
      const refused = await changeEmail(first, 'probe-3@example.com', '10.5.0.1');
      expect(refused.statusCode).toBe(429);
      expectRetryAfter(refused);
      expect((await changeEmail(first, 'probe-3@example.com', '10.5.0.2')).statusCode).toBe(200);
    });

    it('limits attempts per account, from whatever address', async () => {
      const student = await signUp(limited.app, 'student');
      for (let i = 0; i < 3; i++) expect((await changeEmail(student, `guess-${i}@example.com`, `10.6.0.${i}`, 'a guess')).statusCode).toBe(400);
      const refused = await changeEmail(student, 'guess-3@example.com', '10.6.0.9');
      expect(refused.statusCode).toBe(429);
      expectRetryAfter(refused);
    });

    it('leaves profile changes that keep the email unlimited', async () => {
      const student = await signUp(limited.app, 'student');
      const keep = async () => {
        const body = await multipartBody({ email: student.email, bio: 'still me' });
        return limited.app.inject({ method: 'POST', url: '/api/v1/user/profile/update', remoteAddress: '10.7.0.1', payload: body.payload, headers: { ...body.headers, cookie: student.cookie } });
      };
      for (let i = 0; i < 6; i++) expect((await keep()).statusCode).toBe(200);
    });
  });
});

describe('sessions', () => {
  const profile = (cookie?: string) =>
    multipartBody({ bio: 'hello' }).then((body) =>
      t.app.inject({ method: 'POST', url: '/api/v1/user/profile/update', ...body, headers: { ...body.headers, ...(cookie && { cookie }) } }),
    );

  it('answers 401 without a cookie, with a forged token and with an expired one', async () => {
    const student = await signUp(t.app, 'student');
    const forged = createSigner({ key: 'x'.repeat(48), algorithm: 'HS256' })({ sub: student.id });
    const secret = fs.readFileSync(path.join(t.config.dataDir, 'session-secret'), 'utf8');
    const expired = createSigner({ key: secret, algorithm: 'HS256' })({ sub: student.id, exp: Math.floor(Date.now() / 1000) - 10 });
    for (const cookie of [undefined, `token=${forged}`, `token=${expired}`, 'token=garbage']) {
      const response = await profile(cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'User not authenticated' });
    }
    expect((await profile(student.cookie)).statusCode).toBe(200);
  });

  it('logout clears the cookie and its hint', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/user/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Logged out successfully.' });
    for (const name of ['token', SESSION_HINT_COOKIE]) {
      const cleared = response.cookies.find((c) => c.name === name)!;
      expect(cleared.value).toBe('');
      expect(new Date(cleared.expires!).getTime()).toBeLessThan(Date.now());
    }
  });

  it('ends the session for good: a copy of its cookie kept after logout is refused, other logins stay valid', async () => {
    const student = await signUp(t.app, 'student');
    const otherDevice = await logIn(t.app, student.email, TEST_PASSWORD, 'student');
    expect((await profile(student.cookie)).statusCode).toBe(200);

    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/user/logout', headers: { cookie: student.cookie } });
    expect(logout.statusCode).toBe(200);

    expect((await profile(student.cookie)).json()).toEqual({ success: false, message: 'User not authenticated' });
    expect((await profile(otherDevice.cookie)).statusCode).toBe(200);
    // A token from before sessions had ids still works until it expires (it cannot be ended early).
    const secret = fs.readFileSync(path.join(t.config.dataDir, 'session-secret'), 'utf8');
    const withoutSessionId = createSigner({ key: secret, algorithm: 'HS256', expiresIn: 60_000 })({ sub: student.id });
    expect((await profile(`token=${withoutSessionId}`)).statusCode).toBe(200);
    // Logging out again with the ended cookie is harmless.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/logout', headers: { cookie: student.cookie } })).statusCode).toBe(200);
  });
});

describe('GET /user/me and sessions in use', () => {
  const me = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: cookie ? { cookie } : {} });
  const secret = () => fs.readFileSync(path.join(t.config.dataDir, 'session-secret'), 'utf8');
  /** A token of this session as the server would have issued it, with `hoursLeft` of its day left. */
  const tokenWith = (userId: string, sessionId: string, hoursLeft: number) =>
    `token=${createSigner({ key: secret(), algorithm: 'HS256' })({ sub: userId, sid: sessionId, exp: Math.floor(Date.now() / 1000) + hoursLeft * 3600 })}`;
  const renewed = (response: { cookies: { name: string; value: string; maxAge?: number; httpOnly?: boolean }[] }) =>
    response.cookies.find((cookie) => cookie.name === 'token');

  it("answers the logged-in user, never a password, and 401 for a visitor or an ended session", async () => {
    const student = await signUp(t.app, 'student');
    const answer = await me(student.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, user: expect.objectContaining({ _id: student.id, email: student.email, role: 'student' }) });
    expect(answer.body).not.toMatch(/password/i);
    expect((await me()).json()).toEqual({ success: false, message: 'User not authenticated' });
    await t.app.inject({ method: 'POST', url: '/api/v1/user/logout', headers: { cookie: student.cookie } });
    expect((await me(student.cookie)).statusCode).toBe(401);
  });

  it('gives a session past half its day a fresh day on the next request, and leaves a younger one alone', async () => {
    const student = await signUp(t.app, 'student');
    expect(renewed(await me(tokenWith(student.id, 'young-session', 20)))).toBeUndefined();

    const cookie = renewed(await me(tokenWith(student.id, 'old-session', 6)));
    expect(cookie).toMatchObject({ httpOnly: true, maxAge: 24 * 3600 });
    const payload = JSON.parse(Buffer.from(cookie!.value.split('.')[1]!, 'base64url').toString());
    expect(payload).toMatchObject({ sub: student.id, sid: 'old-session' });
    expect(payload.exp * 1000 - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
    expect((await me(`token=${cookie!.value}`)).statusCode).toBe(200);
  });

  it('keeps the hint in step with the session: renewed with it, given to a session without one for the rest of its day, cleared once there is none', async () => {
    const student = await signUp(t.app, 'student');
    const hintOf = (response: Awaited<ReturnType<typeof me>>) => response.cookies.find((cookie) => cookie.name === SESSION_HINT_COOKIE);
    const hinted = (cookie: string) => `${cookie}; ${SESSION_HINT_COOKIE}=1`;

    expect(hintOf(await me(hinted(tokenWith(student.id, 'hinted', 20))))).toBeUndefined();
    expect(hintOf(await me(hinted(tokenWith(student.id, 'renewed', 6))))).toMatchObject({ value: '1', maxAge: 24 * 3600 });
    const given = hintOf(await me(tokenWith(student.id, 'from-before-hints', 20)))!;
    expect(given.value).toBe('1');
    expect(given.maxAge).toBeGreaterThan(19 * 3600);
    expect(given.maxAge).toBeLessThanOrEqual(20 * 3600);

    const withoutSession = await me(`${SESSION_HINT_COOKIE}=1`);
    expect(withoutSession.statusCode).toBe(401);
    expect(hintOf(withoutSession)!.value).toBe('');
    expect(hintOf(await me())).toBeUndefined();
  });

  it('leaves the hint alone on every other request, so a client that keeps no cookies gets no Set-Cookie with each answer', async () => {
    const student = await signUp(t.app, 'student');
    const sessionWithoutHint = tokenWith(student.id, 'cookie-less-client', 20);
    const staleHint = `${SESSION_HINT_COOKIE}=1`;
    for (const url of ['/api/v1/job/get', '/api/v1/notification/get']) {
      for (const cookie of [sessionWithoutHint, staleHint]) {
        const answer = await t.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(answer.headers['set-cookie']).toBeUndefined();
      }
    }
  });

  it('ends the renewed and the original token together on logout', async () => {
    const student = await signUp(t.app, 'student');
    const original = tokenWith(student.id, 'renewed-then-ended', 6);
    const fresh = `token=${renewed(await me(original))!.value}`;
    await t.app.inject({ method: 'POST', url: '/api/v1/user/logout', headers: { cookie: original } });
    expect((await me(fresh)).statusCode).toBe(401);
    expect((await me(original)).statusCode).toBe(401);
  });
});

describe('POST /user/profile/update', () => {
  const update = async (cookie: string, fields: Record<string, string>, file?: Parameters<typeof multipartBody>[1]) => {
    const body = await multipartBody(fields, file);
    return t.app.inject({ method: 'POST', url: '/api/v1/user/profile/update', payload: body.payload, headers: { ...body.headers, cookie } });
  };

  it('saves every field it is given, trimming skills and dropping empty ones', async () => {
    const student = await signUp(t.app, 'student');
    const response = await update(student.cookie, {
      fullname: 'New Name',
      email: `renamed-${student.id}@example.com`,
      currentPassword: 'correct horse',
      phoneNumber: '0123456789',
      bio: 'I build things',
      skills: ' React , ,TypeScript,  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Profile updated successfully. Other devices are logged out.');
    expect(response.json().user).toMatchObject({
      fullname: 'New Name',
      email: `renamed-${student.id}@example.com`,
      phoneNumber: '0123456789',
      profile: { bio: 'I build things', skills: ['React', 'TypeScript'] },
    });
    await logIn(t.app, `renamed-${student.id}@example.com`, 'correct horse', 'student');
  });

  it('keeps each skill once, however it is cased, as first written', async () => {
    const student = await signUp(t.app, 'student');
    const response = await update(student.cookie, { skills: 'React, react, TypeScript, REACT, typescript, Go' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.profile.skills).toEqual(['React', 'TypeScript', 'Go']);
  });

  it('names a bad profile field as the form labels it', async () => {
    const student = await signUp(t.app, 'student');
    expect((await update(student.cookie, { fullname: '   ' })).json()).toEqual({ success: false, message: 'Full name is required' });
    expect((await update(student.cookie, { phoneNumber: 'call me' })).json().message).toMatch(/^Phone number must be/);
  });

  it('keeps fields that are not sent', async () => {
    const student = await signUp(t.app, 'student', { fullname: 'Kept Name' });
    await update(student.cookie, { bio: 'first' });
    const response = await update(student.cookie, { skills: 'Go' });
    expect(response.json().user).toMatchObject({ fullname: 'Kept Name', profile: { bio: 'first', skills: ['Go'] } });
  });

  it("refuses another user's email with 409, and tells nothing of it without the right password", async () => {
    const taken = await signUp(t.app, 'student');
    const student = await signUp(t.app, 'student');
    expect((await update(student.cookie, { email: taken.email, currentPassword: 'a guess' })).statusCode).toBe(400);
    const response = await update(student.cookie, { email: taken.email, currentPassword: 'correct horse' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('User already exists with this email.');
  });

  it('stores a PDF resume with its original name, serves it to its owner, and removes the one it replaces', async () => {
    const student = await signUp(t.app, 'student');
    const first = await update(student.cookie, {}, { content: sampleFiles.pdf, filename: 'Résumé «Asha».pdf', type: 'application/pdf' });
    expect(first.statusCode).toBe(200);
    const { resume, resumeOriginalName } = first.json().user.profile;
    expect(resumeOriginalName).toBe('Résumé «Asha».pdf');
    const served = await t.app.inject({ method: 'GET', url: resume, headers: { cookie: student.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="R_sum_ _Asha_.pdf"; filename*=UTF-8''${encodeURIComponent('Résumé «Asha».pdf')}`,
    );
    const resumesDir = path.join(t.config.dataDir, 'uploads', 'resumes');
    const before = fs.readdirSync(resumesDir);
    const second = await update(student.cookie, {}, { content: sampleFiles.pdf, filename: 'v2.pdf', type: 'application/pdf' });
    expect(second.json().user.profile.resume).not.toBe(resume);
    const after = fs.readdirSync(resumesDir);
    expect(after).toHaveLength(before.length);
    expect(after.filter((name) => before.includes(name))).toEqual([]);
  });

  it('keeps the path out of a path-traversal file name', async () => {
    const student = await signUp(t.app, 'student');
    const response = await update(student.cookie, {}, { content: sampleFiles.pdf, filename: '..\\..\\windows\\evil.pdf', type: 'application/pdf' });
    expect(response.json().user.profile.resumeOriginalName).toBe('evil.pdf');
  });

  it('refuses a resume that is not a PDF (415) and one over 5 MB (413), keeping the old one', async () => {
    const student = await signUp(t.app, 'student');
    const saved = await update(student.cookie, {}, { content: sampleFiles.pdf, filename: 'cv.pdf' });
    const image = await update(student.cookie, {}, { content: sampleFiles.png, filename: 'cv.pdf', type: 'application/pdf' });
    expect(image.statusCode).toBe(415);
    expect(image.json().message).toBe('The file must be a PDF.');
    const huge = await update(student.cookie, {}, { content: Buffer.concat([sampleFiles.pdf, Buffer.alloc(5 * 1024 * 1024)]), filename: 'cv.pdf' });
    expect(huge.statusCode).toBe(413);
    const served = await t.app.inject({ method: 'GET', url: saved.json().user.profile.resume, headers: { cookie: student.cookie } });
    expect(served.statusCode).toBe(200);
  });

  it('treats an empty file part as no file', async () => {
    const student = await signUp(t.app, 'student');
    const response = await update(student.cookie, { bio: 'no file' }, { content: Buffer.alloc(0), filename: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.profile.resume).toBeNull();
  });
});

describe('GET /user/:id/resume', () => {
  it('is served to recruiters whose job the student applied to, and to nobody else', async () => {
    const student = await signUp(t.app, 'student');
    const body = await multipartBody({}, { content: sampleFiles.pdf, filename: 'cv.pdf' });
    const saved = await t.app.inject({ method: 'POST', url: '/api/v1/user/profile/update', payload: body.payload, headers: { ...body.headers, cookie: student.cookie } });
    const resumeUrl = saved.json().user.profile.resume;

    const hiring = await signUp(t.app, 'recruiter');
    const other = await signUp(t.app, 'recruiter');
    const otherStudent = await signUp(t.app, 'student');
    const job = await postJob(t.app, hiring, (await createCompany(t.app, hiring))._id);
    const get = (cookie?: string) => t.app.inject({ method: 'GET', url: resumeUrl, headers: cookie ? { cookie } : {} });

    expect((await get(hiring.cookie)).statusCode).toBe(404);
    await apply(t.app, student, job._id);
    expect((await get(hiring.cookie)).statusCode).toBe(200);
    expect((await get(other.cookie)).statusCode).toBe(404);
    expect((await get(otherStudent.cookie)).statusCode).toBe(404);
    expect((await get()).statusCode).toBe(401);
  });
});

it('never sends a password or its hash', async () => {
  const student = await signUp(t.app, 'student');
  const login = await t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email: student.email, password: 'correct horse', role: 'student' } });
  const body = await multipartBody({ bio: 'x' });
  const update = await t.app.inject({ method: 'POST', url: '/api/v1/user/profile/update', payload: body.payload, headers: { ...body.headers, cookie: student.cookie } });
  for (const response of [login, update]) {
    expect(response.body).not.toMatch(/argon2|password/i);
  }
});
