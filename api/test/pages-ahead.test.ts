import type { PageRoute } from '@portal/site/site-pages';
import { pagesAhead, type AheadCursor } from '../src/site/page-store/pages-ahead';
import { createCompany, postJob, signUp } from './support/actors';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The pages a release renders ahead of any view: each listing's first page, every open job's
 * page (newest first) and every public company's page, as the live route table names them,
 * walked in steps that go on where the last one stopped.
 */
const route = (path: string, access: PageRoute['access'], shows?: PageRoute['shows']): PageRoute => ({
  path,
  access,
  title: path,
  indexed: true,
  remote: 'student',
  screen: path,
  ...(shows && { shows }),
});
const ROUTES: PageRoute[] = [
  route('/', 'notRecruiter', 'listing'),
  route('/jobs', 'anyone', 'listing'),
  route('/jobs/for-you', 'student'),
  route('/description/:id', 'anyone', 'job'),
  route('/company/:id', 'anyone', 'company'),
  route('/admin/jobs/:id/edit', 'recruiter'),
];

let t: TestApp;
const ids = { companies: [] as number[], open: [] as number[], closed: 0, pastDeadline: 0 };

beforeAll(async () => {
  t = await startTestApp();
  const recruiter = await signUp(t.app, 'recruiter');
  for (const name of ['Acme', 'Globex']) ids.companies.push(Number((await createCompany(t.app, recruiter, `${name} ${Date.now()}`))._id));
  for (let i = 0; i < 5; i++) ids.open.push(Number((await postJob(t.app, recruiter, String(ids.companies[i % 2]), { title: `Open ${i}` }))._id));
  ids.closed = Number((await postJob(t.app, recruiter, String(ids.companies[0]), { title: 'Closed' }))._id);
  await t.database.handle.db.updateTable('jobs').set({ status: 'closed' }).where('id', '=', ids.closed).execute();
  ids.pastDeadline = Number((await postJob(t.app, recruiter, String(ids.companies[0]), { title: 'Past its deadline' }))._id);
  await t.database.handle.db.updateTable('jobs').set({ deadline: '2001-01-01' }).where('id', '=', ids.pastDeadline).execute();
});
afterAll(async () => {
  await t.close();
});

const newestFirst = (list: number[]) => [...list].sort((a, b) => b - a);

/** Every page a walk in steps of `count` finds, and how many steps it took. */
async function walk(routes: readonly PageRoute[], count: number, mostPerStep = count): Promise<{ urls: string[]; steps: number }> {
  const pages = pagesAhead(t.database.handle.db);
  const urls: string[] = [];
  let cursor: AheadCursor | null = { kind: 'listing' };
  let steps = 0;
  while (cursor) {
    const step = await pages.next(routes, cursor, count);
    expect(step.urls.length).toBeLessThanOrEqual(mostPerStep);
    urls.push(...step.urls);
    cursor = step.cursor;
    steps += 1;
  }
  return { urls, steps };
}

describe('pagesAhead', () => {
  it("walks the listings' first pages, the open jobs' pages newest first, then the companies' pages, whatever the step", async () => {
    const expected = [
      '/',
      '/jobs',
      ...newestFirst(ids.open).map((id) => `/description/${id}`),
      ...newestFirst(ids.companies).map((id) => `/company/${id}`),
    ];
    for (const count of [1, 3, 100]) expect((await walk(ROUTES, count)).urls).toEqual(expected);
    expect((await walk(ROUTES, 3)).steps).toBeGreaterThan(3);
  });

  it("leaves out closed jobs, jobs past their deadline and pages visitors may not see", async () => {
    const { urls } = await walk(ROUTES, 100);
    expect(urls).not.toContain(`/description/${ids.closed}`);
    expect(urls).not.toContain(`/description/${ids.pastDeadline}`);
    expect(urls.filter((url) => url.startsWith('/admin') || url === '/jobs/for-you')).toEqual([]);
  });

  it('names pages as the live table does, and skips what no route shows', async () => {
    const renamed = [route('/vacancy/:id', 'anyone', 'job'), route('/jobs', 'anyone', 'listing')];
    expect((await walk(renamed, 2)).urls).toEqual(['/jobs', ...newestFirst(ids.open).map((id) => `/vacancy/${id}`)]);
    expect((await walk([], 10)).urls).toEqual([]);
  });

  it('walks every page of a record several routes show, in steps of about the size asked, and leaves out a route with other parameters', async () => {
    const routes = [...ROUTES, route('/jobs/:id', 'anyone', 'job'), route('/c/:company/job/:id', 'anyone', 'job')];
    const { urls } = await walk(routes, 3, 4);
    const jobPages = newestFirst(ids.open).flatMap((id) => [`/description/${id}`, `/jobs/${id}`]);
    expect(urls).toEqual(['/', '/jobs', ...jobPages, ...newestFirst(ids.companies).map((id) => `/company/${id}`)]);
    expect((await walk(routes, 1, 2)).urls).toEqual(urls);
  });

  it("gives a written job's page and its company's page", async () => {
    const pages = pagesAhead(t.database.handle.db);
    expect(await pages.ofJob(ROUTES, ids.open[1]!)).toEqual([`/description/${ids.open[1]}`, `/company/${ids.companies[1]}`]);
    expect(await pages.ofJob(ROUTES, 999_999)).toEqual([]);
  });
});
