import fs from 'node:fs';
import path from 'node:path';
import { createCompany, postJob, signUp, type Actor } from './support/actors';
import { multipartBody, sampleFiles } from './support/multipart';
import { startTestApp, type TestApp } from './support/test-app';
import { pictureOf } from './support/images';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let unique = 0;
const uniqueName = (base = 'Acme') => `${base} ${Date.now()}-${++unique}`;

const register = (who: Actor, companyName: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/company/register', headers: { cookie: who.cookie }, payload: { companyName } });

const getOne = (who: Actor, id: string) => t.app.inject({ method: 'GET', url: `/api/v1/company/get/${id}`, headers: { cookie: who.cookie } });

const list = (who: Actor) => t.app.inject({ method: 'GET', url: '/api/v1/company/get', headers: { cookie: who.cookie } });

const update = async (who: Actor, id: string, fields: Record<string, string>, file?: Parameters<typeof multipartBody>[1]) => {
  const body = await multipartBody(fields, file);
  return t.app.inject({ method: 'PUT', url: `/api/v1/company/update/${id}`, payload: body.payload, headers: { ...body.headers, cookie: who.cookie } });
};

const logosDir = () => path.join(t.config.dataDir, 'uploads', 'logos');
/** The files under DATA_DIR that a logo URL stands for: every variant of its image set. */
const filesOfUrl = (url: string) => {
  const set = path.basename(url, '.img');
  return fs.existsSync(logosDir()) ? fs.readdirSync(logosDir()).filter((name) => name.startsWith(`${set}-`)) : [];
};

describe('POST /company/register', () => {
  it('creates a company owned by the recruiter and answers 201 with it', async () => {
    const recruiter = await signUp(t.app, 'recruiter');
    const name = uniqueName();
    const response = await register(recruiter, `  ${name}  `);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'Company registered successfully.',
      company: {
        _id: expect.stringMatching(/^\d+$/),
        name,
        description: '',
        website: '',
        location: '',
        logo: null,
        userId: recruiter.id,
        role: 'owner',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    expect(new Date(response.json().company.createdAt).toISOString()).toBe(response.json().company.createdAt);
  });

  it.each([
    ['an empty', '', 'Company name is required'],
    ['a blank', '   ', 'Company name is required'],
    ['a missing', undefined, 'Company name is required'],
    ['a non-text', 42, 'Company name must be text'],
  ])('refuses %s name with a 400 naming the field as the form labels it', async (_case, companyName, message) => {
    const recruiter = await signUp(t.app, 'recruiter');
    const response = await register(recruiter, companyName);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
    expect((await list(recruiter)).json().companies).toEqual([]);
  });

  it('refuses a name over 100 characters', async () => {
    const recruiter = await signUp(t.app, 'recruiter');
    const response = await register(recruiter, 'x'.repeat(101));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Company name must be at most 100 characters');
  });

  it("refuses a name the recruiter already registered, whatever its case (409)", async () => {
    const recruiter = await signUp(t.app, 'recruiter');
    const name = uniqueName('Globex');
    expect((await register(recruiter, name)).statusCode).toBe(201);
    for (const attempt of [name, name.toUpperCase()]) {
      const response = await register(recruiter, attempt);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ success: false, message: "You can't register same company." });
    }
    expect((await list(recruiter)).json().companies).toHaveLength(1);
  });

  it('lets a second recruiter of a real company register it too', async () => {
    const first = await signUp(t.app, 'recruiter');
    const second = await signUp(t.app, 'recruiter');
    const name = uniqueName('Initech');
    expect((await register(first, name)).statusCode).toBe(201);
    const response = await register(second, name.toLowerCase());
    expect(response.statusCode).toBe(201);
    expect((await list(second)).json().companies).toEqual([expect.objectContaining({ name: name.toLowerCase(), userId: second.id })]);
    expect((await list(first)).json().companies).toEqual([expect.objectContaining({ name, userId: first.id })]);
  });

  it('registers a name once when one recruiter sends it several times at once', async () => {
    const recruiter = await signUp(t.app, 'recruiter');
    const name = uniqueName('Race');
    const responses = await Promise.all([1, 2, 3, 4, 5].map((i) => register(recruiter, i % 2 ? name.toUpperCase() : name)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await list(recruiter)).json().companies).toHaveLength(1);
  });
});

describe('GET /company/get', () => {
  it("lists only the recruiter's own companies, newest first", async () => {
    const recruiter = await signUp(t.app, 'recruiter');
    const other = await signUp(t.app, 'recruiter');
    const names = [uniqueName('First'), uniqueName('Second'), uniqueName('Third')];
    for (const name of names) await createCompany(t.app, recruiter, name);
    await createCompany(t.app, other, uniqueName('Elsewhere'));

    const response = await list(recruiter);
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    const companies = response.json().companies as { name: string; userId: string }[];
    expect(companies.map((company) => company.name)).toEqual([...names].reverse());
    expect(companies.every((company) => company.userId === recruiter.id)).toBe(true);
  });

  it('is an empty list for a recruiter without companies', async () => {
    const recruiter = await signUp(t.app, 'recruiter');
    expect((await list(recruiter)).json()).toEqual({ success: true, companies: [] });
  });
});

describe('GET /company/get/:id', () => {
  let owner: Actor;
  let other: Actor;
  let companyId: string;
  beforeAll(async () => {
    owner = await signUp(t.app, 'recruiter');
    other = await signUp(t.app, 'recruiter');
    companyId = (await createCompany(t.app, owner, uniqueName('Initech')))._id;
  });

  it('answers the owner with the company', async () => {
    const response = await getOne(owner, companyId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, company: expect.objectContaining({ _id: companyId, userId: owner.id }) });
  });

  it.each([
    ['someone else’s', () => ({ who: other, id: companyId })],
    ['a missing', () => ({ who: owner, id: '999999999' })],
    ['a non-digit', () => ({ who: owner, id: 'abc' })],
    ['a negative', () => ({ who: owner, id: '-1' })],
    ['a fractional', () => ({ who: owner, id: '1.5' })],
    ['a 64-character', () => ({ who: owner, id: '9'.repeat(64) })],
  ])('answers 404 for %s id, with the same message', async (_case, input) => {
    const { who, id } = input();
    const response = await getOne(who, id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Company not found.' });
  });
});

describe('PUT /company/update/:id', () => {
  it('saves every field it is given and keeps the ones it is not', async () => {
    const recruiter = await signUp(t.app, 'recruiter');
    const company = await createCompany(t.app, recruiter, uniqueName('Umbrella'));
    const name = uniqueName('Umbrella Corp');
    const first = await update(recruiter, company._id, {
      name,
      description: 'We make umbrellas',
      website: 'https://umbrella.example',
      location: 'Raccoon City',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: 'Company information updated.',
      company: expect.objectContaining({
        _id: company._id,
        name,
        description: 'We make umbrellas',
        website: 'https://umbrella.example',
        location: 'Raccoon City',
        userId: recruiter.id,
      }),
    });

    const second = await update(recruiter, company._id, { location: 'Pune' });
    expect(second.json().company).toMatchObject({ name, description: 'We make umbrellas', website: 'https://umbrella.example', location: 'Pune' });
    expect((await getOne(recruiter, company._id)).json().company).toMatchObject({ name, location: 'Pune' });
  });

  it('shows the new name and logo on the jobs posted for the company', async () => {
    const recruiter = await signUp(t.app, 'recruiter');
    const company = await createCompany(t.app, recruiter, uniqueName('Renamed'));
    const job = await postJob(t.app, recruiter, company._id);
    const name = uniqueName('Renamed Again');
    const updated = await update(recruiter, company._id, { name }, { content: sampleFiles.png, filename: 'logo.png', type: 'image/png' });
    const shown = (await t.app.inject({ method: 'GET', url: `/api/v1/job/get/${job._id}` })).json().job.company;
    expect(shown).toMatchObject({ _id: company._id, name, logo: updated.json().company.logo });
  });

  it('lets a company keep its own name in another case', async () => {
    const recruiter = await signUp(t.app, 'recruiter');
    const name = uniqueName('Hooli');
    const company = await createCompany(t.app, recruiter, name);
    const response = await update(recruiter, company._id, { name: name.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json().company.name).toBe(name.toUpperCase());
  });

  it("refuses a rename to the name of another of the recruiter's companies, whatever its case (409), and keeps the old name", async () => {
    const recruiter = await signUp(t.app, 'recruiter');
    const ownName = uniqueName('Mine');
    const company = await createCompany(t.app, recruiter, ownName);
    const sibling = uniqueName('Sibling');
    await createCompany(t.app, recruiter, sibling);

    for (const name of [sibling, sibling.toUpperCase()]) {
      const response = await update(recruiter, company._id, { name });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ success: false, message: "You can't register same company." });
    }
    expect((await getOne(recruiter, company._id)).json().company.name).toBe(ownName);
  });

  it("allows a rename to a name another recruiter's company has", async () => {
    const recruiter = await signUp(t.app, 'recruiter');
    const other = await signUp(t.app, 'recruiter');
    const taken = uniqueName('Shared');
    await createCompany(t.app, other, taken);
    const company = await createCompany(t.app, recruiter, uniqueName('Mine'));
    const response = await update(recruiter, company._id, { name: taken });
    expect(response.statusCode).toBe(200);
    expect(response.json().company.name).toBe(taken);
  });

  it.each([
    ['an empty name', { name: '' }, /^Company name is required$/],
    ['a website without http(s)', { website: 'ftp://files.example' }, /^Website must start with http:\/\/ or https:\/\/$/],
    ['a bare-word website', { website: 'example.com' }, /^Website must start with http:\/\/ or https:\/\/$/],
    ['a website with spaces', { website: 'https://exa mple.com' }, /^Website must start with http:\/\/ or https:\/\/$/],
    ['an over-long description', { description: 'x'.repeat(2001) }, /^Description must be at most 2000 characters$/],
  ])('refuses %s with a 400 naming the field as the setup form labels it', async (_case, fields, message) => {
    const recruiter = await signUp(t.app, 'recruiter');
    const company = await createCompany(t.app, recruiter, uniqueName('Valid'));
    const response = await update(recruiter, company._id, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.stringMatching(message) });
    expect((await getOne(recruiter, company._id)).json().company).toMatchObject({ name: company.name, website: '', description: '' });
  });

  it('accepts an empty website, clearing it', async () => {
    const recruiter = await signUp(t.app, 'recruiter');
    const company = await createCompany(t.app, recruiter, uniqueName('Clear'));
    await update(recruiter, company._id, { website: 'http://clear.example' });
    const response = await update(recruiter, company._id, { website: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().company.website).toBe('');
  });

  it('refuses a body that is not multipart with a 400 that says so', async () => {
    const recruiter = await signUp(t.app, 'recruiter');
    const company = await createCompany(t.app, recruiter, uniqueName('Json'));
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/company/update/${company._id}`,
      headers: { cookie: recruiter.cookie },
      payload: { name: 'Via JSON' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/multipart/);
  });

  it.each([
    ['someone else’s', 'other'],
    ['a missing', '999999999'],
    ['a malformed', 'not-an-id'],
  ])('answers 404 for %s company and changes nothing', async (_case, target) => {
    const owner = await signUp(t.app, 'recruiter');
    const other = await signUp(t.app, 'recruiter');
    const company = await createCompany(t.app, owner, uniqueName('Owned'));
    const [who, id] = target === 'other' ? [other, company._id] : [owner, target];
    const response = await update(who, id, { description: 'hijacked' }, { content: sampleFiles.png, filename: 'logo.png' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Company not found.' });
    expect((await getOne(owner, company._id)).json().company).toMatchObject({ description: '', logo: null });
  });

  describe('logo', () => {
    it.each(['png', 'jpeg', 'gif', 'webp'] as const)('stores a %s logo redrawn under a random name and serves it publicly, as WebP to browsers that take it', async (kind) => {
      const recruiter = await signUp(t.app, 'recruiter');
      const company = await createCompany(t.app, recruiter, uniqueName('Logo'));
      const response = await update(recruiter, company._id, {}, { content: sampleFiles[kind], filename: `../../our logo.${kind}`, type: 'application/octet-stream' });
      expect(response.statusCode).toBe(200);
      const logo = response.json().company.logo as string;
      expect(logo).toMatch(/^http:\/\/localhost:80\/api\/v1\/media\/logos\/[0-9a-f]{32}\.img$/);

      const served = await t.app.inject({ method: 'GET', url: logo, headers: { accept: 'image/avif,image/webp,*/*' } });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(await pictureOf(served.rawPayload)).toMatchObject({ format: 'webp', width: 8, height: 6 });
      expect(filesOfUrl(logo).some((name) => name.includes('our logo'))).toBe(false);
    });

    it('replaces the logo and removes the file it replaced', async () => {
      const recruiter = await signUp(t.app, 'recruiter');
      const company = await createCompany(t.app, recruiter, uniqueName('Rebrand'));
      const first = (await update(recruiter, company._id, {}, { content: sampleFiles.png, filename: 'v1.png' })).json().company.logo as string;
      expect(filesOfUrl(first)).toHaveLength(4);

      const second = await update(recruiter, company._id, {}, { content: sampleFiles.gif, filename: 'v2.gif' });
      expect(second.statusCode).toBe(200);
      const replacement = second.json().company.logo as string;
      expect(replacement).not.toBe(first);
      expect(filesOfUrl(first)).toEqual([]);
      expect(filesOfUrl(replacement)).toHaveLength(4);
      expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: replacement })).statusCode).toBe(200);
    });

    it('keeps the logo when other fields change without a file', async () => {
      const recruiter = await signUp(t.app, 'recruiter');
      const company = await createCompany(t.app, recruiter, uniqueName('Keep'));
      const logo = (await update(recruiter, company._id, {}, { content: sampleFiles.png, filename: 'logo.png' })).json().company.logo;
      const response = await update(recruiter, company._id, { location: 'Delhi' });
      expect(response.json().company.logo).toBe(logo);
      expect(filesOfUrl(logo)).toHaveLength(4);
    });

    it.each([
      ['HTML named like an image', sampleFiles.html, 'logo.png', 'image/png'],
      ['a PDF', sampleFiles.pdf, 'logo.pdf', 'application/pdf'],
    ])('refuses %s (415), keeping the old logo and storing nothing', async (_case, content, filename, type) => {
      const recruiter = await signUp(t.app, 'recruiter');
      const company = await createCompany(t.app, recruiter, uniqueName('Spoof'));
      const logo = (await update(recruiter, company._id, {}, { content: sampleFiles.png, filename: 'logo.png' })).json().company.logo;
      const before = fs.readdirSync(logosDir()).sort();

      const response = await update(recruiter, company._id, { description: 'should not be saved' }, { content, filename, type });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ success: false, message: 'The file must be an image (PNG, JPEG, WebP or GIF).' });
      expect((await getOne(recruiter, company._id)).json().company).toMatchObject({ logo, description: '' });
      expect(fs.readdirSync(logosDir()).sort()).toEqual(before);
    });

    it('refuses a logo over 2 MB (413), keeping the old logo and leaving nothing behind', async () => {
      const recruiter = await signUp(t.app, 'recruiter');
      const company = await createCompany(t.app, recruiter, uniqueName('Huge'));
      const logo = (await update(recruiter, company._id, {}, { content: sampleFiles.png, filename: 'logo.png' })).json().company.logo;
      const before = fs.readdirSync(logosDir()).sort();

      const big = Buffer.concat([sampleFiles.png, Buffer.alloc(2 * 1024 * 1024)]);
      const response = await update(recruiter, company._id, {}, { content: big, filename: 'big.png', type: 'image/png' });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ success: false, message: expect.stringMatching(/too large.*2 MB/) });
      expect((await getOne(recruiter, company._id)).json().company.logo).toBe(logo);
      expect(fs.readdirSync(logosDir()).sort()).toEqual(before);
      expect(fs.readdirSync(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
    });

    it('does not keep the new logo when the rename in the same request is refused', async () => {
      const recruiter = await signUp(t.app, 'recruiter');
      const taken = uniqueName('Occupied');
      await createCompany(t.app, recruiter, taken);
      const company = await createCompany(t.app, recruiter, uniqueName('Wants'));
      fs.mkdirSync(logosDir(), { recursive: true });
      const before = fs.readdirSync(logosDir()).sort();
      const response = await update(recruiter, company._id, { name: taken }, { content: sampleFiles.png, filename: 'logo.png' });
      expect(response.statusCode).toBe(409);
      expect(fs.readdirSync(logosDir()).sort()).toEqual(before);
      expect((await getOne(recruiter, company._id)).json().company.logo).toBeNull();
    });
  });
});
