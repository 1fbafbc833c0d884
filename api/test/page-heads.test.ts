import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCompany, postJob, signUp, type Actor } from './support/actors';
import { startTestApp, type TestApp } from './support/test-app';

/** Each public page's <head> tells search engines and link previews what the page is. */
const PUBLIC_URL = 'https://jobs.example.com';
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="Job hunt portal: part-time jobs, full-time jobs and internships." />
    <title>JobPortal</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The same page as the build writes it: minified, attributes unquoted where they can be. */
const MINIFIED = `<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Job hunt portal: part-time jobs, full-time jobs and internships."><title>JobPortal</title></head><body><div id=root></div></body></html>`;

/** The live shell's route table, as its build releases it: each page's title is the server's too. */
const ROUTES = [
  { path: '/', remote: 'student', screen: 'Home', indexed: true, access: 'notRecruiter', title: 'JobPortal: find part-time jobs, full-time jobs and internships', shows: 'listing', description: 'Job hunt portal: part-time jobs, full-time jobs and internships.' },
  { path: '/login', remote: 'auth', screen: 'Login', indexed: false, access: 'guest', title: 'Log in · JobPortal' },
  { path: '/settings', remote: 'auth', screen: 'Settings', indexed: false, access: 'user', title: 'Settings · JobPortal' },
  { path: '/jobs', remote: 'student', screen: 'Jobs', indexed: true, access: 'anyone', title: 'Jobs · JobPortal', shows: 'listing', description: 'Search and filter every open job by location, type, experience and salary.' },
  { path: '/description/:id', remote: 'student', screen: 'JobDescription', indexed: true, access: 'anyone', title: 'Job · JobPortal', shows: 'job' },
  { path: '/company/:id', remote: 'student', screen: 'Company', indexed: true, access: 'anyone', title: 'Company · JobPortal', shows: 'company' },
  { path: '/profile', remote: 'student', screen: 'Profile', indexed: false, access: 'student', title: 'Your profile · JobPortal' },
  { path: '/reset-password', remote: 'auth', screen: 'ResetPassword', indexed: false, access: 'anyone', title: 'Choose a new password · JobPortal' },
  { path: '/notifications', owner: 'shell', indexed: false, access: 'user', title: 'Notifications · JobPortal' },
  { path: '/admin/jobs', remote: 'recruiter', screen: 'AdminJobs', indexed: false, access: 'recruiter', title: 'Your jobs · JobPortal' },
  { path: '/admin/jobs/:id/edit', remote: 'recruiter', screen: 'JobEdit', indexed: false, access: 'recruiter', title: 'Edit job · JobPortal' },
];

let t: TestApp;
let siteDir: string;
let recruiter: Actor;
let company: { _id: string; name: string };

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  fs.writeFileSync(path.join(siteDir, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(siteDir, 'screen-routes.json'), JSON.stringify(ROUTES));
  t = await startTestApp({ SITE_DIR: siteDir, PUBLIC_URL });
  recruiter = await signUp(t.app, 'recruiter');
  company = await createCompany(t.app, recruiter, `Acme Hiring ${Date.now()}`);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, any>);

const GOOGLE_EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** Google's JobPosting rules: the required properties, and the recommended ones the portal knows. */
function expectValidJobPosting(posting: Record<string, any>) {
  expect(posting['@context']).toMatch(/^https?:\/\/schema\.org\/?$/);
  expect(posting['@type']).toBe('JobPosting');
  for (const required of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation']) expect(posting[required]).toBeTruthy();
  expect(posting.datePosted).toMatch(ISO_8601);
  expect(posting.hiringOrganization).toMatchObject({ '@type': 'Organization', name: expect.any(String) });
  expect(posting.jobLocation).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: expect.any(String), addressCountry: 'IN' } });
  expect(GOOGLE_EMPLOYMENT_TYPES).toContain(posting.employmentType);
  expect(posting.baseSalary).toMatchObject({ '@type': 'MonetaryAmount', currency: 'INR', value: { '@type': 'QuantitativeValue', unitText: 'YEAR' } });
  expect(posting.identifier).toMatchObject({ '@type': 'PropertyValue', name: expect.any(String), value: expect.any(String) });
  if (posting.validThrough !== undefined) expect(posting.validThrough).toMatch(ISO_8601);
}

it('an open job: title, description, canonical address and a JobPosting with the salary in rupees a year', async () => {
  const job = await postJob(t.app, recruiter, company._id, {
    title: 'Platform Engineer',
    description: 'Run the platform that runs everything.',
    requirements: 'Kubernetes, Go',
    salary: 12,
    location: 'Pune',
    jobType: 'Full Time',
    deadline: '2099-03-31',
  });
  const response = await page(`/description/${job._id}`);
  expect(response.statusCode).toBe(200);
  expect(titleOf(response.body)).toBe(`Platform Engineer at ${company.name}, Pune · JobPortal`);
  expect(response.body).toContain(`<meta name="description" content="${company.name} is hiring: Platform Engineer in Pune. Run the platform that runs everything.`);
  expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/description/${job._id}" />`);
  expect(response.body).not.toContain('noindex');
  expect(response.body).toContain('<div id="root"></div>');

  const [posting, ...others] = jsonLdBlocks(response.body);
  expect(others).toHaveLength(0);
  expectValidJobPosting(posting!);
  expect(posting).toMatchObject({
    title: 'Platform Engineer',
    description: 'Run the platform that runs everything.\n\nRequirements: Kubernetes, Go.',
    employmentType: 'FULL_TIME',
    validThrough: '2099-03-31T23:59:59',
    hiringOrganization: { name: company.name },
    jobLocation: { address: { addressLocality: 'Pune' } },
    baseSalary: { value: { value: 1_200_000 } },
    identifier: { value: job._id },
  });
});

it('a job paying a range: its JobPosting gives the salary as a minimum and maximum in rupees a year', async () => {
  const job = await postJob(t.app, recruiter, company._id, { title: 'Ranged Role', salary: 10, salaryMax: 18.5 });
  const [posting] = jsonLdBlocks((await page(`/description/${job._id}`)).body);
  expectValidJobPosting(posting!);
  expect(posting!.baseSalary).toEqual({
    '@type': 'MonetaryAmount',
    currency: 'INR',
    value: { '@type': 'QuantitativeValue', minValue: 1_000_000, maxValue: 1_850_000, unitText: 'YEAR' },
  });
});

it('a closed job, or one past its deadline: still readable, but noindex and no JobPosting', async () => {
  const closed = await postJob(t.app, recruiter, company._id, { title: 'Closed Role' });
  await t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${closed._id}`, headers: { cookie: recruiter.cookie }, payload: { status: 'closed' } });
  const expired = await postJob(t.app, recruiter, company._id, { title: 'Expired Role' });
  await t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${expired._id}`, headers: { cookie: recruiter.cookie }, payload: { deadline: '2020-01-31' } });
  for (const job of [closed, expired]) {
    const response = await page(`/description/${job._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(jsonLdBlocks(response.body)).toHaveLength(0);
  }
});

it("a job's text cannot break out of the page's head", async () => {
  const job = await postJob(t.app, recruiter, company._id, { title: 'Lead </script><script>alert(1)</script> "Engineer"' });
  const response = await page(`/description/${job._id}`);
  expect(response.body).not.toContain('<script>alert(1)');
  expect(titleOf(response.body)).toContain('Lead &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Engineer&quot;');
  expect(jsonLdBlocks(response.body)[0]!.title).toBe('Lead </script><script>alert(1)</script> "Engineer"');
});

it("a company page names the company and has its canonical address; a missing one is a 404 kept out of search", async () => {
  const response = await page(`/company/${company._id}`);
  expect(response.statusCode).toBe(200);
  expect(titleOf(response.body)).toBe(`${company.name}: jobs and company profile · JobPortal`);
  expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/company/${company._id}" />`);

  for (const url of ['/company/999999999', '/company/abc', '/description/0']) {
    const missing = await page(url);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<meta name="robots" content="noindex" />');
  }
});

it('every page the route table does not index is kept out of search, whoever may see it; the home page is the canonical root', async () => {
  for (const url of ['/profile', '/admin/jobs', '/login', '/settings', '/reset-password']) expect((await page(url)).body).toContain('<meta name="robots" content="noindex" />');
  expect((await page('/jobs')).body).not.toContain('noindex');
  const home = await page('/');
  expect(home.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
  expect(home.body).not.toContain('noindex');
});

it('describes a listing as its route in the table says, its canonical address without the query', async () => {
  const jobs = await page('/jobs?q=engineer&location=Pune');
  expect(jobs.body).toContain('<meta name="description" content="Search and filter every open job by location, type, experience and salary." />');
  expect(jobs.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/jobs" />`);
  expect((await page('/login')).body).toContain('<meta name="description" content="Job hunt portal: part-time jobs, full-time jobs and internships." />');
});

it("every other page is titled by its route in the live shell's table, the shell's own page included, and a path no route shows as not found", async () => {
  const titles = { '/login': 'Log in · JobPortal', '/admin/jobs/7/edit': 'Edit job · JobPortal', '/notifications': 'Notifications · JobPortal', '/no/such/page': 'Page not found · JobPortal' };
  for (const [url, title] of Object.entries(titles)) expect(titleOf((await page(url)).body)).toBe(title);
  const notFound = await page('/no/such/page');
  expect(notFound.statusCode).toBe(404);
  expect(notFound.body).toContain('<meta name="robots" content="noindex" />');
});

it('titles a page a shell release adds, and the titles it changes, as soon as the release is live', async () => {
  const next = path.join(siteDir, 'screen-routes.next.json');
  const released = [...ROUTES.map((route) => (route.path === '/login' ? { ...route, title: 'Sign in · JobPortal' } : route)), { path: '/saved', remote: 'student', screen: 'Saved', access: 'student', title: 'Saved jobs · JobPortal' }];
  fs.writeFileSync(next, JSON.stringify(released));
  fs.renameSync(next, path.join(siteDir, 'screen-routes.json'));
  const saved = await page('/saved');
  expect(saved.statusCode).toBe(200);
  expect(titleOf(saved.body)).toBe('Saved jobs · JobPortal');
  expect(titleOf((await page('/login')).body)).toBe('Sign in · JobPortal');
  fs.writeFileSync(path.join(siteDir, 'screen-routes.json'), JSON.stringify(ROUTES));
});

it("titles the pages of a shell released before its table carried titles by the site's name", async () => {
  fs.writeFileSync(path.join(siteDir, 'screen-routes.json'), JSON.stringify(ROUTES.map(({ title: _title, ...route }) => route)));
  const login = await page('/login');
  expect(login.statusCode).toBe(200);
  expect(titleOf(login.body)).toBe('JobPortal');
  fs.writeFileSync(path.join(siteDir, 'screen-routes.json'), JSON.stringify(ROUTES));
});

it('indexes the pages open to visitors of a shell released before its table said which pages are indexed, and no other', async () => {
  fs.writeFileSync(path.join(siteDir, 'screen-routes.json'), JSON.stringify(ROUTES.map(({ indexed: _indexed, ...route }) => route)));
  expect((await page('/jobs')).body).not.toContain('noindex');
  for (const url of ['/profile', '/login', '/settings']) expect((await page(url)).body).toContain('<meta name="robots" content="noindex" />');
  fs.writeFileSync(path.join(siteDir, 'screen-routes.json'), JSON.stringify(ROUTES));
});

it('heads the pages of a shell released before its table said what pages show as that shell had them, and a route it shows nothing of by the route alone', async () => {
  const older = ROUTES.map(({ shows: _shows, description: _description, ...route }) => route);
  const made = { path: '/vacancy/:id', remote: 'student', screen: 'JobDescription', indexed: true, access: 'anyone', title: 'Vacancy · JobPortal', shows: 'vacancies' };
  fs.writeFileSync(path.join(siteDir, 'screen-routes.json'), JSON.stringify([...older, made]));
  try {
    const job = await postJob(t.app, recruiter, company._id, { title: 'Rolled Back Role', location: 'Pune' });
    const jobPage = await page(`/description/${job._id}`);
    expect(titleOf(jobPage.body)).toBe(`Rolled Back Role at ${company.name}, Pune · JobPortal`);
    expect(jobPage.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/description/${job._id}" />`);
    expect(jsonLdBlocks(jobPage.body)).toHaveLength(1);
    expect(titleOf((await page(`/company/${company._id}`)).body)).toBe(`${company.name}: jobs and company profile · JobPortal`);
    expect((await page('/description/999999999')).statusCode).toBe(404);
    expect((await page('/jobs')).body).toContain('<meta name="description" content="Search and filter every open job by location, type, experience and salary." />');
    const vacancy = await page(`/vacancy/${job._id}`);
    expect(vacancy.statusCode).toBe(200);
    expect(titleOf(vacancy.body)).toBe('Vacancy · JobPortal');
    expect(jsonLdBlocks(vacancy.body)).toHaveLength(0);
  } finally {
    fs.writeFileSync(path.join(siteDir, 'screen-routes.json'), JSON.stringify(ROUTES));
  }
});

it('gives a listing one canonical link whatever its query or trailing slash', async () => {
  for (const url of ['/jobs?location=Pune', '/jobs/']) expect((await page(url)).body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/jobs" />`);
});

it('reads the minified page the build writes just as well', async () => {
  fs.writeFileSync(path.join(siteDir, 'index.html'), MINIFIED);
  const response = await page(`/company/${company._id}`);
  expect(titleOf(response.body)).toBe(`${company.name}: jobs and company profile · JobPortal`);
  expect(response.body.match(/<meta name="?description"?/g)).toHaveLength(1);
  expect(response.body).toContain('<meta name="description" content="Open jobs at');
  expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/company/${company._id}" /></head>`);
});

it('sends the new index.html as soon as a release replaces it, with no restart', async () => {
  const next = path.join(siteDir, 'index.next.html');
  fs.writeFileSync(next, TEMPLATE.replace('<div id="root"></div>', '<div id="root" data-release="2"></div>'));
  fs.renameSync(next, path.join(siteDir, 'index.html'));
  expect((await page('/jobs')).body).toContain('data-release="2"');
});
