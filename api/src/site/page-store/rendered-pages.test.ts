import Fastify from 'fastify';
import { freshReads } from '../../cache/fresh-reads';
import type { PageDependencies } from './page-dependencies';
import type { PageStore, PageToStore } from './page-store';
import { FRESH_FOR_MS, KEPT_FOR_MS, RenderedPages, WALK_AGAIN_AFTER_MS } from './rendered-pages';
import type { PageShows } from './stored-page-urls';

/**
 * When an instance walks its release's pages (render-ahead.ts): at the first page of a release
 * it sees, again once WALK_AGAIN_AFTER_MS has passed (pages that expired meanwhile are rendered
 * ahead again), and after a write dropped every page. The store here keeps nothing, so every
 * request renders; what is counted is the walks started and the old releases deleted.
 */
function pagesWith(facts: { rightUntil: number | null; changesAt: number | null } = { rightUntil: null, changesAt: null }) {
  const walks: string[] = [];
  const deletedBesides: string[] = [];
  const stored: PageToStore[] = [];
  const store: PageStore = {
    lastDrop: async () => 0,
    get: async () => null,
    kept: async () => new Set(),
    put: async (page) => {
      stored.push(page);
      return true;
    },
    drop: async () => [],
    keepOnly: async (release) => {
      deletedBesides.push(release);
      return [];
    },
    close: async () => undefined,
  };
  const dependencies = { ofPage: async () => ({ dependencies: [], ...facts }), changedBy: async () => 'all' } as unknown as PageDependencies;
  const pages = new RenderedPages({
    store,
    dependencies,
    renderLater: async () => undefined,
    renderAllAhead: async (release) => {
      walks.push(release);
    },
    renderAheadAfter: async () => undefined,
    log: Fastify({ logger: false }).log,
  });
  const view = (release: string, shows: PageShows = { kind: 'listing' }) =>
    pages.renderNow({ key: release, release }, { url: '/jobs', shows }, async () => ({ screen: { html: '', styles: '', state: null }, complete: true }));
  return { pages, view, walks, deletedBesides, stored };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => jest.restoreAllMocks());

it('walks a release once when first seen, again after WALK_AGAIN_AFTER_MS, and anew for the next release', async () => {
  let now = Date.parse('2026-11-27T10:00:00Z');
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  const { view, walks, deletedBesides } = pagesWith();
  await view('r1');
  await view('r1');
  await settle();
  expect(walks).toEqual(['r1']);
  expect(deletedBesides).toEqual(['r1']);

  now += WALK_AGAIN_AFTER_MS - 1;
  await view('r1');
  await settle();
  expect(walks).toEqual(['r1']);
  now += 1;
  await view('r1');
  await settle();
  // The same release: its pages stay, and the walk renders those that expired.
  expect(walks).toEqual(['r1', 'r1']);
  expect(deletedBesides).toEqual(['r1']);

  await view('r2');
  await settle();
  expect(walks).toEqual(['r1', 'r1', 'r2']);
  expect(deletedBesides).toEqual(['r1', 'r2']);
});

describe('how long a stored page is served as it is', () => {
  const now = Date.parse('2026-11-27T10:00:00Z');
  const endOfDay = Date.parse('2026-11-28T00:00:00Z');
  const HOUR = 60 * 60_000;
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(now));
  const freshness = async (shows: PageShows, facts: { rightUntil: number | null; changesAt: number | null }) => {
    const { view, stored } = pagesWith(facts);
    await view('r1', shows);
    const [page] = stored;
    return { freshUntil: page!.freshUntil - now, expiresAt: page!.expiresAt - now };
  };
  const job: PageShows = { kind: 'job', id: 1 };

  it('a listing a minute, a record until the end of its UTC day, kept a day', async () => {
    expect(await freshness({ kind: 'listing' }, { rightUntil: null, changesAt: null })).toEqual({ freshUntil: FRESH_FOR_MS, expiresAt: KEPT_FOR_MS });
    expect(await freshness(job, { rightUntil: null, changesAt: null })).toEqual({ freshUntil: endOfDay - now, expiresAt: KEPT_FOR_MS });
  });

  it('a record no later than what it shows changes with time alone, and never past its deadline', async () => {
    expect(await freshness(job, { rightUntil: null, changesAt: now + HOUR })).toEqual({ freshUntil: HOUR, expiresAt: KEPT_FOR_MS });
    expect(await freshness(job, { rightUntil: now + 2 * HOUR, changesAt: now + 3 * HOUR })).toEqual({ freshUntil: 2 * HOUR, expiresAt: 2 * HOUR });
  });
});

it('walks the release again after a write dropped every page', async () => {
  const { pages, view, walks } = pagesWith();
  await view('r1');
  await settle();
  await pages.written({ kind: 'company', companyId: null });
  expect(walks).toEqual(['r1', 'r1']);
});

it("starts a view's render afresh rather than join one under way that noted an earlier drop: another instance's write may have changed what that one read", async () => {
  let lastDrop = 0;
  const store: PageStore = {
    lastDrop: async () => lastDrop,
    get: async () => null,
    kept: async () => new Set(),
    put: async () => true,
    drop: async () => [],
    keepOnly: async () => [],
    close: async () => undefined,
  };
  const dependencies = { ofPage: async () => ({ dependencies: ['job:7'], rightUntil: null, changesAt: null }) } as unknown as PageDependencies;
  const pages = new RenderedPages({ store, dependencies, renderLater: async () => undefined, renderAllAhead: async () => undefined, renderAheadAfter: async () => undefined, log: Fastify({ logger: false }).log });
  const rendered: string[] = [];
  const renderOf = (title: string, held: Promise<void> = Promise.resolve()) => async () => {
    rendered.push(title);
    await held;
    return { screen: { html: `<h1>${title}</h1>`, styles: '', state: null }, complete: true };
  };
  const view = (title: string, held?: Promise<void>) =>
    freshReads.run(() => pages.renderNow({ key: 'r', release: 'r' }, { url: '/description/7', shows: { kind: 'job', id: 7 } }, renderOf(title, held)));
  const shown = async (served: ReturnType<typeof view>) => (await served).screen?.inRoot.toString();

  let finishFirst!: () => void;
  const first = view('Before the edit', new Promise((resolve) => (finishFirst = resolve)));
  await settle();
  // Another instance's edit: its drop is logged, and it deleted nothing (this page was not stored yet).
  lastDrop = 1;
  const afterTheEdit = view('After the edit');
  const besideIt = view('Joins the render after the edit');
  finishFirst();

  expect(await shown(first)).toContain('Before the edit');
  expect(await shown(afterTheEdit)).toContain('After the edit');
  expect(await shown(besideIt)).toContain('After the edit');
  expect(rendered).toEqual(['Before the edit', 'After the edit']);
});

it('renders the page for a view that joins a background render while the store fails, as without a store', async () => {
  const failing = () => Promise.reject(new Error('store unreachable'));
  const store: PageStore = { lastDrop: failing, get: failing, kept: failing, put: failing, drop: failing, keepOnly: failing, close: async () => undefined };
  const dependencies = { ofPage: async () => ({ dependencies: ['job:7'], rightUntil: null, changesAt: null }) } as unknown as PageDependencies;
  const pages = new RenderedPages({ store, dependencies, renderLater: async () => undefined, renderAllAhead: async () => undefined, renderAheadAfter: async () => undefined, log: Fastify({ logger: false }).log });
  let renders = 0;
  const render = async () => {
    renders += 1;
    await settle();
    return { screen: { html: '<h1>Engineer</h1>', styles: '', state: null }, complete: true };
  };
  const generation = { key: 'r', release: 'r' };
  const page = { url: '/description/7', shows: { kind: 'job', id: 7 } } as const;

  const task = freshReads.run(() => pages.renderAgain(generation, page, render));
  const view = freshReads.run(() => pages.renderNow(generation, page, render));

  await expect(task).resolves.toBeUndefined();
  expect((await view).screen?.inRoot.toString()).toContain('<h1>Engineer</h1>');
  expect(renders).toBe(1);
});
