import { checkout, runScript, type Checkout } from '../../ci/release/e2e/support/checkout';
import { DESKTOP, screenshot } from '../../ci/e2e/support/browser';
import { repoRoot } from '../../ci/e2e/support/portal';
import { siteUnderTest } from '../../ci/e2e/support/site-under-test';

/**
 * A remote released with a screen that throws when rendered on the server: its pages go out
 * unrendered and the browser renders them as it did before server rendering; the rest of the
 * site is unaffected, and a rollback brings the server-rendered page back.
 */
const site = siteUnderTest({ SERVER_RENDER_BUDGET_MS: '5000' });
const HERO = 'No. 1 Job Hunt Website';
let source: Checkout | undefined;
afterAll(() => source?.remove());

const rootOf = async (path: string) => {
  const page = await (await fetch(`${site.portal.baseUrl}${path}`)).text();
  return /<div id="?root"?>([\s\S]*?)<\/div>(?:<script type="application\/json" id="ssr-state">|<\/body>)/.exec(page)?.[1] ?? '';
};

it('falls back to rendering in the browser when a released screen throws on the server', async () => {
  const { baseUrl, siteDir } = site.portal;
  expect(await rootOf('/')).toContain(HERO);

  source = checkout('mfe-student');
  source.replace(
    'mfe-student/src/home/HomeScreen.tsx',
    '  useSaveRememberedJobs();\n',
    "  useSaveRememberedJobs();\n  if (typeof window === 'undefined') throw new Error('HomeScreen cannot render on the server');\n",
  );
  source.npm('release', ['mfe-student', '--target', siteDir, '--skip-tests']);

  expect(await rootOf('/')).not.toContain(HERO);
  // Another screen of the same remote still arrives rendered.
  expect(await rootOf('/jobs')).toContain('<main');

  const context = await site.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl}/`);
  await page.locator('main').getByText(HERO).waitFor();
  await screenshot(page, 'server-render-fallback-01-rendered-by-the-browser');
  expect(errors).toEqual([]);
  await context.close();

  runScript(repoRoot, 'rollback', ['mfe-student', '--target', siteDir]);
  expect(await rootOf('/')).toContain(HERO);
});
