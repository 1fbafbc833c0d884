import { prepareSite, type BenchSite } from '../../ci/bench/site-pages';
import { visitPage } from '../../ci/bench/visit';
import { siteUnderTest } from '../../ci/e2e/support/site-under-test';

/**
 * The JavaScript the home page downloads (gzip), checked here because sizes do not depend on
 * the machine. The issue's target is 130 KB (the single-bundle app it replaced shipped 212 KB),
 * but what the architecture needs on every page already takes 150 KB: React 68 KB, the
 * federation runtime 23.5 KB plus each remote's 8.7 KB entry, axios 16.6 KB, the router 12 KB,
 * the store's libraries 11 KB, styled-components 10.5 KB (see docs/benchmarks.md). The budget
 * was set at 170 KB (169.8 measured, rounded up to the next 5 KB). Moving server data to RTK
 * Query (one cache, tags, no hand-written loaders) added 16.5 KB that the code it replaced did
 * not pay back (its hooks and thunks were about 2 KB): 186.5 KB measured, so 190 KB. The hiring
 * pipeline, notifications, accounts, saved jobs and alerts then added their endpoints to the one
 * store and Timeline, TextArea and the card parts to the design system (the bell and the
 * notification list load only when shown): 191.3 KB measured, so 195 KB. A form that asks before
 * its user leaves it (issue 26) needs React Router's data router (createBrowserRouter: useBlocker
 * works in no other), whose router core is loaded on every page: 16.7 KB, 211.9 KB measured with
 * issue 26's other changes, so 215 KB. Growth past this fails the build; 130 KB stays the stretch
 * target, and the first screen arriving from the server (issue 17) is the way back under 170.
 */
const HOME_JS_BUDGET_KB = 215;

/** What the shell provides in the federation share scope (webpack/shared-singletons.js). */
const SHARED = ['@portal/shared-state', '@portal/shared-ui', 'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'styled-components'];

const site = siteUnderTest();
let bench: BenchSite;

beforeAll(async () => {
  bench = await prepareSite(site.portal, site.browser);
});

it(`keeps the home page's JavaScript within ${HOME_JS_BUDGET_KB} KB gzip, every script and shared package loaded once`, async () => {
  const home = await visitPage(bench, bench.pages[0]!);

  const urls = home.scriptsAtRest.map((script) => new URL(script.url).pathname);
  expect(urls.filter((url, index) => urls.indexOf(url) !== index)).toEqual([]);
  const totalKb = home.scriptsAtRest.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024;
  expect(totalKb).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);

  // Every app's share scope holds each shared package in one version, the shell's: no remote
  // brought its own React (or router, bundled into the shell's @portal/shared-ui).
  for (const packages of Object.values(home.shareScopes)) {
    expect(Object.keys(packages).sort()).toEqual(SHARED);
    for (const versions of Object.values(packages)) expect(Object.values(versions)).toEqual(['shell']);
  }
});

it('shifts no layout on any page measured', async () => {
  for (const target of bench.pages) {
    const { cls } = await visitPage(bench, target);
    expect({ page: target.name, cls }).toEqual({ page: target.name, cls: 0 });
  }
});
