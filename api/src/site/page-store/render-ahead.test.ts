import Fastify from 'fastify';
import type { AheadCursor, PagesAhead } from './pages-ahead';
import { renderAhead, type AheadStep } from './render-ahead';

/**
 * A release's walk over its pages, step by step through a queue: what it renders, what it
 * leaves alone, and that it reaches its end whatever a page or the store does.
 */
const PAGES = Array.from({ length: 250 }, (_, i) => `/description/${250 - i}`);

/** The site's pages as a list, walked from an index kept in the cursor's beforeId. */
const listed: PagesAhead = {
  async next(_routes, cursor: AheadCursor, count) {
    const from = cursor.beforeId ?? 0;
    const urls = PAGES.slice(from, from + count);
    return { urls, cursor: from + count < PAGES.length ? { kind: 'job', beforeId: from + count } : null };
  },
  ofJob: async () => [],
};

function walkOf({ limit = 1000, kept = new Set<string>(), failing = new Set<string>(), keptFails = false } = {}) {
  const queue: AheadStep[] = [];
  const rendered: string[] = [];
  let release = 'r1';
  const walk = renderAhead({
    pages: listed,
    routes: async () => [],
    liveGeneration: async () => ({ release, key: release }),
    kept: async (_key, urls) => {
      if (keptFails) throw new Error('store down');
      return new Set(urls.filter((url) => kept.has(url)));
    },
    render: async (url) => {
      if (failing.has(url)) throw new Error(`cannot render ${url}`);
      rendered.push(url);
    },
    enqueue: async (step) => {
      queue.push(step);
    },
    limit,
    log: Fastify({ logger: false }).log,
  });
  /** Runs queued steps as the task worker would, one after another, until none is left. */
  const drain = async (steps = Infinity) => {
    for (let ran = 0; queue.length > 0 && ran < steps; ran++) await walk.step(JSON.parse(JSON.stringify(queue.shift())));
  };
  return { walk, queue, rendered, drain, release: (next: string) => (release = next) };
}

describe('renderAhead', () => {
  it('renders every page the store does not keep, in steps of at most 100', async () => {
    const { walk, queue, rendered, drain } = walkOf({ kept: new Set(['/description/250', '/description/1']) });
    await walk.start('r1');
    expect(queue).toEqual([{ release: 'r1', cursor: { kind: 'listing' }, done: 0 }]);
    await drain(1);
    expect(rendered).toHaveLength(99);
    await drain();
    expect(rendered).toEqual(PAGES.filter((url) => url !== '/description/250' && url !== '/description/1'));
  });

  it('stops at its bound', async () => {
    const { walk, rendered, drain } = walkOf({ limit: 120 });
    await walk.start('r1');
    await drain();
    expect(rendered).toEqual(PAGES.slice(0, 120));
  });

  it('goes on past pages that fail to render, and past a store that cannot say what it keeps', async () => {
    const failing = new Set(['/description/240', '/description/100']);
    const failed = walkOf({ failing });
    await failed.walk.start('r1');
    await failed.drain();
    expect(failed.rendered).toEqual(PAGES.filter((url) => !failing.has(url)));

    const storeDown = walkOf({ keptFails: true });
    await storeDown.walk.start('r1');
    await storeDown.drain();
    expect(storeDown.rendered).toEqual(PAGES);
  });

  it('ends when another release is live: that release walks its own pages', async () => {
    const { walk, rendered, drain, release } = walkOf();
    await walk.start('r1');
    await drain(1);
    release('r2');
    await drain();
    expect(rendered).toHaveLength(100);
  });

  it('renders nothing with a bound of 0, and drops a step it cannot read', async () => {
    const none = walkOf({ limit: 0 });
    await none.walk.start('r1');
    expect(none.queue).toEqual([]);
    const other = walkOf();
    await other.walk.step({ release: 'r1', cursor: { kind: 'everything' }, done: 0 });
    await other.walk.step('not a step');
    expect(other.rendered).toEqual([]);
    expect(other.queue).toEqual([]);
  });
});
