import Fastify from 'fastify';
import type { PageDependencies } from './page-dependencies';
import type { PageStore } from './page-store';
import { RenderedPages, WALK_AGAIN_AFTER_MS } from './rendered-pages';

/**
 * When an instance walks its release's pages (render-ahead.ts): at the first page of a release
 * it sees, again once WALK_AGAIN_AFTER_MS has passed (pages that expired meanwhile are rendered
 * ahead again), and after a write dropped every page. The store here keeps nothing, so every
 * request renders; what is counted is the walks started and the old releases deleted.
 */
function pagesWith() {
  const walks: string[] = [];
  const deletedBesides: string[] = [];
  const store: PageStore = {
    lastDrop: async () => 0,
    get: async () => null,
    kept: async () => new Set(),
    put: async () => true,
    drop: async () => [],
    keepOnly: async (release) => {
      deletedBesides.push(release);
      return [];
    },
    close: async () => undefined,
  };
  const dependencies = { ofPage: async () => ({ dependencies: [], rightUntil: null }), changedBy: async () => 'all' } as unknown as PageDependencies;
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
  const view = (release: string) => pages.serve({ key: release, release }, { url: '/jobs', shows: { kind: 'listing' } }, async () => ({ screen: { html: '', styles: '', state: null }, complete: true }));
  return { pages, view, walks, deletedBesides };
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

it('walks the release again after a write dropped every page', async () => {
  const { pages, view, walks } = pagesWith();
  await view('r1');
  await settle();
  await pages.written({ kind: 'company', companyId: null });
  expect(walks).toEqual(['r1', 'r1']);
});
