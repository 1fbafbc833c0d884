import type { TelemetryEvent } from '@portal/contract';
import type { BROWSER_ERROR_KINDS, RemoteName as SitePart, WebVitalName } from '@portal/contract/telemetry-names';

export type { SitePart };

/** How a remote failed in the browser: its code did not load, its error boundary caught, or nothing handled it. */
export type BrowserErrorKind = (typeof BROWSER_ERROR_KINDS)[number];

/** A page as the route table names it: the part of the site whose screen renders it and its route's pattern. */
export type ShownPage = { remote: SitePart; route: string };

/** The version of a part of the site this page runs; undefined when it cannot be told (nothing is then reported for it). */
export type VersionOf = (remote: SitePart) => Promise<string | undefined>;

export type PageAttribution = {
  /** `page` is shown at `pathname`: a view, once per address moved to. */
  shown(page: ShownPage, pathname: string): void;
  /** An error of `remote` (or, without one, of the page shown), at the page shown now. */
  failed(name: BrowserErrorKind, remote?: SitePart): void;
  /** A vital of the page that was shown `at` (ms on the page's clock, performance.now()'s). */
  vital(name: WebVitalName, value: number, at: number): void;
};

/** What happened, before it is named after a release: each kind of event without remote, version and route. */
type WithoutRelease<Event> = Event extends unknown ? Omit<Event, 'remote' | 'version' | 'route'> : never;
type Attributed = ShownPage & { event: WithoutRelease<TelemetryEvent> };

/**
 * Names each event after the release behind it: the part of the site that rendered the page
 * (its route's pattern, never the address) and the version of it this page runs. Errors go
 * to the page shown when they happen; a vital to the page shown when it happened (as its
 * attribution times it), so a late-reported INP or CLS still lands on the screen that caused
 * it. Until the first page is shown (its screen still loading) events wait for it: that is
 * the page they belong to.
 */
export function pageAttribution({ versionOf, report, now = () => performance.now() }: { versionOf: VersionOf; report: (event: TelemetryEvent) => void; now?: () => number }): PageAttribution {
  const pages: { at: number; page: ShownPage }[] = [];
  let lastPathname: string | undefined;
  let waitingForAPage: ((page: ShownPage) => void)[] = [];

  const send = ({ remote, route, event }: Attributed) => {
    void versionOf(remote).then((version) => {
      if (version) report({ ...event, remote, version, route } as TelemetryEvent);
    });
  };

  /** The page shown at `at`: the last one shown by then, or the first for what came before it. */
  const pageAt = (at: number) => pages.findLast((shown) => shown.at <= at)?.page ?? pages[0]?.page;

  const onPageAt = (at: number, deliver: (page: ShownPage) => void) => {
    const page = pageAt(at);
    if (page) deliver(page);
    else waitingForAPage.push(deliver);
  };

  return {
    shown(page, pathname) {
      // The same address again (StrictMode's second effect, a link to the page shown): one view.
      if (pathname === lastPathname) return;
      lastPathname = pathname;
      pages.push({ at: now(), page });
      send({ ...page, event: { kind: 'view' } });
      const waiting = waitingForAPage;
      waitingForAPage = [];
      for (const deliver of waiting) deliver(page);
    },
    failed(name, remote) {
      onPageAt(now(), (page) => send({ remote: remote ?? page.remote, route: page.route, event: { kind: 'error', name } }));
    },
    vital(name, value, at) {
      onPageAt(at, (page) => send({ ...page, event: { kind: 'vital', name, value } }));
    },
  };
}
