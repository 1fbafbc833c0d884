import type { TelemetryEvent } from '@portal/contract';
import { pageAttribution, type PageAttribution, type SitePart } from './pageAttribution';

const VERSIONS: Partial<Record<SitePart, string>> = { shell: '3.0.0-shell', student: '1.4.0-student', recruiter: '2.0.0-recruiter' };
const JOBS = { remote: 'student', route: '/jobs' } as const;
const JOB = { remote: 'student', route: '/description/:id' } as const;
const ADMIN_JOBS = { remote: 'recruiter', route: '/admin/jobs' } as const;

let reported: TelemetryEvent[];
let clock: number;
let page: PageAttribution;

/** Lets the versions (read asynchronously) arrive. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  reported = [];
  clock = 0;
  page = pageAttribution({ versionOf: async (remote) => VERSIONS[remote], report: (event) => reported.push(event), now: () => clock });
});

it('reports a view for each address moved to, named after the remote, the version the page runs and the route pattern', async () => {
  page.shown(JOBS, '/jobs');
  page.shown(JOB, '/description/42');
  page.shown(JOB, '/description/43');
  page.shown({ remote: 'shell', route: '*' }, '/no/such/page');
  await settled();
  expect(reported).toEqual([
    { kind: 'view', remote: 'student', version: '1.4.0-student', route: '/jobs' },
    { kind: 'view', remote: 'student', version: '1.4.0-student', route: '/description/:id' },
    { kind: 'view', remote: 'student', version: '1.4.0-student', route: '/description/:id' },
    { kind: 'view', remote: 'shell', version: '3.0.0-shell', route: '*' },
  ]);
});

it('counts a page drawn twice at one address (StrictMode, a guard letting its screen through) as one view', async () => {
  page.shown(JOB, '/description/42');
  page.shown(JOB, '/description/42');
  await settled();
  expect(reported).toHaveLength(1);
});

it("blames an error on the page shown at the time: a crash or an unhandled error on its remote, a failed load on the remote that failed", async () => {
  page.shown(JOBS, '/jobs');
  page.failed('boundary', 'student');
  page.failed('unhandled');
  page.shown(ADMIN_JOBS, '/admin/jobs');
  page.failed('unhandled');
  page.failed('load', 'recruiter');
  await settled();
  expect(reported.filter((event) => event.kind === 'error')).toEqual([
    { kind: 'error', name: 'boundary', remote: 'student', version: '1.4.0-student', route: '/jobs' },
    { kind: 'error', name: 'unhandled', remote: 'student', version: '1.4.0-student', route: '/jobs' },
    { kind: 'error', name: 'unhandled', remote: 'recruiter', version: '2.0.0-recruiter', route: '/admin/jobs' },
    { kind: 'error', name: 'load', remote: 'recruiter', version: '2.0.0-recruiter', route: '/admin/jobs' },
  ]);
});

it('gives a vital to the page shown when it happened, however late it is reported', async () => {
  clock = 100;
  page.shown(JOBS, '/jobs');
  clock = 5_000;
  page.shown(JOB, '/description/42');
  clock = 9_000;
  page.vital('TTFB', 80, 0);
  page.vital('LCP', 1_800, 1_800);
  page.vital('INP', 240, 6_000);
  page.vital('CLS', 0.02, 4_000);
  await settled();
  expect(reported.filter((event) => event.kind === 'vital')).toEqual([
    // Before the first page's screen was drawn (the server's markup painted first): the first page's.
    { kind: 'vital', name: 'TTFB', value: 80, remote: 'student', version: '1.4.0-student', route: '/jobs' },
    { kind: 'vital', name: 'LCP', value: 1_800, remote: 'student', version: '1.4.0-student', route: '/jobs' },
    { kind: 'vital', name: 'INP', value: 240, remote: 'student', version: '1.4.0-student', route: '/description/:id' },
    { kind: 'vital', name: 'CLS', value: 0.02, remote: 'student', version: '1.4.0-student', route: '/jobs' },
  ]);
});

it('holds what happens before the first page is shown (its screen still loading) for that page', async () => {
  page.failed('load', 'recruiter');
  page.vital('TTFB', 120, 0);
  await settled();
  expect(reported).toEqual([]);

  page.shown(ADMIN_JOBS, '/admin/jobs');
  await settled();
  expect(reported).toEqual([
    { kind: 'view', remote: 'recruiter', version: '2.0.0-recruiter', route: '/admin/jobs' },
    { kind: 'error', name: 'load', remote: 'recruiter', version: '2.0.0-recruiter', route: '/admin/jobs' },
    { kind: 'vital', name: 'TTFB', value: 120, remote: 'recruiter', version: '2.0.0-recruiter', route: '/admin/jobs' },
  ]);
});

it('reports nothing for a part of the site whose version the page cannot tell (a development server)', async () => {
  page.shown({ remote: 'auth', route: '/login' }, '/login');
  page.failed('unhandled');
  page.shown(JOBS, '/jobs');
  page.failed('load', 'auth');
  await settled();
  expect(reported).toEqual([{ kind: 'view', remote: 'student', version: '1.4.0-student', route: '/jobs' }]);
});
