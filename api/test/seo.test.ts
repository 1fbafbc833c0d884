import Fastify, { type FastifyInstance } from 'fastify';
import { seoRoutes } from '../src/features/seo/seo-routes';
import { createCompany, postJob, signUp } from './support/actors';
import { startTestApp, type TestApp } from './support/test-app';

/** What search engines read at the root: robots.txt, and a sitemap of every open job and company page. */
const PUBLIC_URL = 'https://jobs.example.com';
let t: TestApp;
let open: { _id: string }[];
let hidden: { _id: string }[];
let companies: { _id: string }[];

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

it('robots.txt lets crawlers in, keeps them out of the API and private screens, and names the sitemap', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  expect(response.body).toContain('User-agent: *\nAllow: /\n');
  expect(response.body).toContain('Disallow: /api/');
  expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
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
    await small.register(seoRoutes, { db: t.database.handle.db, site: { name: 'Test', publicUrl: PUBLIC_URL }, sitemapLimit: 2 });
  });
  afterAll(() => small.close());

  it('gets a sitemap index whose parts each stay within the limit and together list the same pages', async () => {
    const index = await small.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = locations(index.body);
    expect(parts.every((part) => /^https:\/\/jobs\.example\.com\/sitemaps\/(jobs|companies)-\d+\.xml$/.test(part))).toBe(true);

    const listed: string[] = [];
    for (const part of parts) {
      const response = await small.inject({ method: 'GET', url: new URL(part).pathname });
      expect(response.statusCode).toBe(200);
      const pages = locations(response.body);
      expect(pages.length).toBeLessThanOrEqual(2);
      listed.push(...pages);
    }
    expect(listed.sort()).toEqual([...open.map(jobPage), ...companies.map(companyPage)].sort());
  });

  it('answers 404 for a part that is not one', async () => {
    for (const url of ['/sitemaps/jobs-0.xml', '/sitemaps/people-1.xml', '/sitemaps/jobs-1.json']) {
      expect((await small.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
