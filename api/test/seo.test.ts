import Fastify, { type FastifyInstance } from 'fastify';
import type { PageRoute } from '@portal/site/site-pages';
import { seoRoutes } from '../src/features/seo/seo-routes';
import { createCompany, postJob, signUp } from './support/actors';
import { startTestApp, type TestApp } from './support/test-app';

/** What search engines read at the root: robots.txt, and a sitemap of every open job and company page. */
const PUBLIC_URL = 'https://jobs.example.com';
let t: TestApp;
let open: { _id: string }[];
let hidden: { _id: string }[];
let companies: { _id: string }[];

/** A site's route table as a shell release carries it: which pages search engines are asked to list. */
const ROUTES: PageRoute[] = [
  { path: '/', access: 'notRecruiter', title: 'Home', indexed: true, remote: 'student', screen: 'Home' },
  { path: '/jobs', access: 'anyone', title: 'Jobs', indexed: true, remote: 'student', screen: 'Jobs' },
  { path: '/jobs/for-you', access: 'student', title: 'For you', indexed: false, remote: 'student', screen: 'JobsForYou' },
  { path: '/description/:id', access: 'anyone', title: 'Job', indexed: true, remote: 'student', screen: 'JobDescription' },
  { path: '/profile', access: 'student', title: 'Profile', indexed: false, remote: 'student', screen: 'Profile' },
  { path: '/reset-password', access: 'anyone', title: 'Reset', indexed: false, remote: 'auth', screen: 'ResetPassword' },
  { path: '/notifications', access: 'user', title: 'Notifications', indexed: false, owner: 'shell' },
  { path: '/admin/jobs', access: 'recruiter', title: 'Jobs', indexed: false, remote: 'recruiter', screen: 'AdminJobs' },
  { path: '/admin/jobs/:id/edit', access: 'recruiter', title: 'Edit', indexed: false, remote: 'recruiter', screen: 'JobEdit' },
  { path: '/admin/companies', access: 'recruiter', title: 'Companies', indexed: false, remote: 'recruiter', screen: 'Companies' },
];
const siteOptions = (sitemapLimit?: number) => ({
  db: t.database.handle.db,
  site: { name: 'Test', publicUrl: PUBLIC_URL },
  routes: async () => ROUTES,
  ...(sitemapLimit !== undefined && { sitemapLimit }),
});
const FIXED_PAGES = [`${PUBLIC_URL}/`, `${PUBLIC_URL}/jobs`];

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
const jobPage = (job: { _id: string }) => `${PUBLIC_URL}/description/${job._id}`;
const companyPage = (company: { _id: string }) => `${PUBLIC_URL}/company/${company._id}`;

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL });
  const recruiter = await signUp(t.app, 'recruiter');
  companies = [await createCompany(t.app, recruiter, `Sitemap One ${Date.now()}`), await createCompany(t.app, recruiter, `Sitemap Two ${Date.now()}`)];
  open = [];
  for (const company of companies) open.push(await postJob(t.app, recruiter, company._id), await postJob(t.app, recruiter, company._id));
  const closed = await postJob(t.app, recruiter, companies[0]!._id);
  await t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${closed._id}`, headers: { cookie: recruiter.cookie }, payload: { status: 'closed' } });
  const expired = await postJob(t.app, recruiter, companies[1]!._id);
  await t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${expired._id}`, headers: { cookie: recruiter.cookie }, payload: { deadline: '2020-01-31' } });
  hidden = [closed, expired];
});
afterAll(() => t.close());

it('robots.txt of an API without a site lets crawlers in, keeps them out of the API, and names the sitemap', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  expect(response.body).toBe(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`);
});

describe("a site's route table", () => {
  let site: FastifyInstance;
  beforeAll(async () => {
    site = Fastify();
    await site.register(seoRoutes, siteOptions());
  });
  afterAll(() => site.close());

  it('keeps crawlers out of every page it does not index, each path once, up to its first parameter', async () => {
    const response = await site.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /admin/companies',
        'Disallow: /admin/jobs',
        'Disallow: /jobs/for-you',
        'Disallow: /notifications',
        'Disallow: /profile',
        'Disallow: /reset-password',
        '',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('lists its indexed pages without parameters in the sitemap, beside every open job and company page', async () => {
    const response = await site.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(locations(response.body).sort()).toEqual([...FIXED_PAGES, ...open.map(jobPage), ...companies.map(companyPage)].sort());
  });
});

it('the sitemap lists every open job page and company page at its public address, and no closed or expired job', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/xml/);
  expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  expect(locations(response.body).sort()).toEqual([...open.map(jobPage), ...companies.map(companyPage)].sort());
  for (const job of hidden) expect(response.body).not.toContain(jobPage(job));
  const lastmods = [...response.body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1]!);
  expect(lastmods).toHaveLength(open.length + companies.length);
  for (const lastmod of lastmods) expect(new Date(lastmod).toISOString()).toBe(lastmod);
});

describe('a site with more pages than one sitemap may hold', () => {
  let small: FastifyInstance;
  beforeAll(async () => {
    small = Fastify();
    await small.register(seoRoutes, siteOptions(2));
  });
  afterAll(() => small.close());

  it('gets a sitemap index whose parts each stay within the limit and together list the same pages', async () => {
    const index = await small.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = locations(index.body);
    expect(parts.every((part) => /^https:\/\/jobs\.example\.com\/sitemaps\/(jobs|companies|pages)-\d+\.xml$/.test(part))).toBe(true);

    const listed: string[] = [];
    for (const part of parts) {
      const response = await small.inject({ method: 'GET', url: new URL(part).pathname });
      expect(response.statusCode).toBe(200);
      const pages = locations(response.body);
      expect(pages.length).toBeLessThanOrEqual(2);
      listed.push(...pages);
    }
    expect(listed.sort()).toEqual([...FIXED_PAGES, ...open.map(jobPage), ...companies.map(companyPage)].sort());
  });

  it('answers 404 for a part that is not one', async () => {
    for (const url of ['/sitemaps/jobs-0.xml', '/sitemaps/people-1.xml', '/sitemaps/jobs-1.json', '/sitemaps/pages-2.xml']) {
      expect((await small.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
