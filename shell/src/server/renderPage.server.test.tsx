import { useSearchParams } from 'react-router-dom';
import type { RenderedPage, ServerApiAnswer } from '@portal/site/server-render';
import { discoveryEndpoints, jobEndpoints, useJobQuery, useSimilarJobsQuery, type ScreenDataLoader } from '@portal/shared-state';
import { aJob } from '@portal/shared-state/testing';
import { loadRemoteModule } from '../federation';
import type { ScreenModule } from '../remotes';
import { renderPage } from './renderPage';

jest.mock('../federation', () => ({ loadRemoteModule: jest.fn() }));

const job = aJob({ _id: '7', title: 'Frontend Developer' });
const similar = aJob({ _id: '8', title: 'React Developer' });
const API: Record<string, ServerApiAnswer> = {
  '/job/get/7': { status: 200, body: { success: true, job } },
  '/job/similar/7?limit=6': { status: 200, body: { success: true, jobs: [similar] } },
  '/job/similar/7?limit=3': { status: 200, body: { success: true, jobs: [similar] } },
  '/job/get/404': { status: 404, body: { success: false, message: 'Job not found' } },
};

/** The job each render of the screen was for. */
const renders: string[] = [];
let calls: string[] = [];

const SimilarJobs = ({ id }: { id: string }) => {
  const { data } = useSimilarJobsQuery({ id, limit: 6 });
  return <ul>{data?.jobs.map((each) => <li key={each._id}>{each.title}</li>)}</ul>;
};

/**
 * A screen like the student remote's job page: the job the URL names (?job=), then, once it is
 * there, the jobs like it. A screen module is loaded once per route, so each test opens another
 * route with this screen.
 */
function JobScreen() {
  const id = useSearchParams()[0].get('job') ?? '';
  renders.push(id);
  const { data, isError } = useJobQuery(id);
  if (isError) return <h1>Job not found</h1>;
  return data ? (
    <>
      <h1>{data.job.title}</h1>
      <SimilarJobs id={id} />
    </>
  ) : (
    <h1>Loading the job</h1>
  );
}

const loadJobPage =
  (similarLimit: number): ScreenDataLoader =>
  async ({ searchParams }, dispatch) => {
    const id = searchParams.get('job') ?? '';
    const found = await dispatch(jobEndpoints.endpoints.job.initiate(id, { subscribe: false }));
    if (found.isSuccess) await dispatch(discoveryEndpoints.endpoints.similarJobs.initiate({ id, limit: similarLimit }, { subscribe: false }));
  };

/** Renders `url` with its route's screen exposed as `module`. */
async function render(url: string, module: ScreenModule): Promise<Extract<RenderedPage, { ok: true }>> {
  jest.mocked(loadRemoteModule).mockResolvedValue(module);
  const send = async ({ url: call }: { url: string }) => {
    calls.push(call);
    // Slower than a render, as an answer from the API thread is: a refetch the render starts is still running after it.
    if (call === '/job/get/404') await new Promise((resolve) => setTimeout(resolve, 20));
    return API[call] ?? { status: 500, body: { message: `No answer for ${call}` } };
  };
  const page = await renderPage({ url, send, timeoutMs: 5_000 }, new Set(['student']));
  if (!page.ok) throw new Error(`not rendered: ${page.error}`);
  return page;
}

beforeEach(() => {
  renders.length = 0;
  calls = [];
});

describe('renderPage', () => {
  it("renders a screen once when its loadData asks for everything it reads, each answer asked for once", async () => {
    const page = await render('/description/1?job=7', { default: JobScreen, loadData: loadJobPage(6) });
    expect(page.html).toContain('<h1>Frontend Developer</h1>');
    expect(page.html).toContain('<li>React Developer</li>');
    expect(renders).toHaveLength(1);
    expect(calls.sort()).toEqual(['/job/get/7', '/job/similar/7?limit=6']);
    expect(JSON.parse(page.state)).toHaveLength(2);
  });

  it('renders a screen without loadData as often as its chain of queries needs, with the same page in the end', async () => {
    const page = await render('/jobs?job=7', { default: JobScreen });
    expect(page.html).toContain('<li>React Developer</li>');
    expect(renders).toHaveLength(3);
  });

  it('renders again for a query loadData asked for differently, so the page still holds its answer', async () => {
    const page = await render('/browse?job=7', { default: JobScreen, loadData: loadJobPage(3) });
    expect(page.html).toContain('<li>React Developer</li>');
    expect(renders).toHaveLength(2);
  });

  it('does not wait for a query that loadData found failing: the browser asks again', async () => {
    const page = await render('/company/1?job=404', { default: JobScreen, loadData: loadJobPage(6) });
    expect(renders).toHaveLength(1);
    expect(calls.filter((call) => call.startsWith('/job/similar'))).toEqual([]);
    expect(JSON.parse(page.state)).toEqual([]);
  });

  it("draws the header and the screen's loading frame, loading nothing, at a route whose remote has no server build", async () => {
    const page = await render('/login?redirect=/jobs', { default: JobScreen });
    for (const link of ['Home', 'Jobs', 'Browse']) expect(page.html).toMatch(new RegExp(`<a [^>]*href="/${link === 'Home' ? '' : link.toLowerCase()}"[^>]*>${link}</a>`));
    expect(page.html).toContain('Loading…');
    expect(loadRemoteModule).not.toHaveBeenCalled();
    expect(renders).toEqual([]);
  });

  it('renders the not-found page at a path no route shows: its heading and the way home', async () => {
    const page = await render('/no/such/page', { default: JobScreen });
    expect(page.html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(page.html).toMatch(/<a [^>]*href="\/"[^>]*>Go to the home page<\/a>/);
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });

  it('renders a screen whose loadData throws as one without', async () => {
    const page = await render('/?job=7', {
      default: JobScreen,
      loadData: () => {
        throw new Error('loader broke');
      },
    });
    expect(page.html).toContain('<li>React Developer</li>');
    expect(renders).toHaveLength(3);
  });
});
