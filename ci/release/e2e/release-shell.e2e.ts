import fs from 'node:fs';
import path from 'node:path';
import { DESKTOP, screenshot } from '../../e2e/support/browser';
import { repoRoot } from '../../e2e/support/portal';
import { siteUnderTest } from '../../e2e/support/site-under-test';
import { appNamed } from '../apps';
import type { ReleaseHistory } from '../../../api/src/site/release-state/release-history';
import { releaseBuild } from '../release';
import { checkout, runScript, type Checkout } from './support/checkout';
import { changedFiles, fileHashes, readJson } from './support/site-files';

const site = siteUnderTest();
let source: Checkout | undefined;
afterAll(() => source?.remove());

const BEFORE = 'There is no page at this address.';
const AFTER = 'Nothing lives at this address, says the new shell.';
// The page and the file naming its server build (ssr-entry.json), switched together.
const PAGE = ['index.html', 'index.html.br', 'index.html.gz', 'ssr-entry.json'];

it('releases the shell alone: its page switches, the remotes and remotes.json stay as they were, and rollback restores it', async () => {
  const { baseUrl, siteDir } = site.portal;
  const history = () => readJson<ReleaseHistory>(path.join(siteDir, 'releases/shell.json'));
  const versionBefore = history().current;
  const filesBefore = fileHashes(siteDir);
  const page = await site.browser.newPage({ viewport: DESKTOP });
  await page.goto(`${baseUrl}/no-such-page`);
  await page.getByText(BEFORE).waitFor();

  source = checkout('shell');
  source.replace('shell/src/not-found/NotFoundPage.tsx', BEFORE, AFTER);
  source.npm('release', ['shell', '--target', siteDir, '--skip-tests']);

  const released = history().current;
  expect(released).not.toBe(versionBefore);
  const filesAfter = fileHashes(siteDir);
  const changed = changedFiles(filesBefore, filesAfter);
  // Only the page and the history were rewritten; everything else was added beside what was
  // there, so a tab still on the old page finds every file it was built with.
  expect(changed.filter((file) => filesBefore.has(file))).toEqual([...PAGE, 'releases/shell.json'].sort());
  expect(changed.every((file) => filesAfter.has(file))).toBe(true);
  expect(changed.filter((file) => file.startsWith('remotes'))).toEqual([]);
  expect(changed.filter((file) => file.startsWith(`shell/${released}/`)).length).toBeGreaterThan(0);

  await page.reload();
  await page.getByText(AFTER).waitFor();
  expect(await page.getByText(BEFORE).count()).toBe(0);
  await screenshot(page, 'release-shell-01-released');

  runScript(repoRoot, 'rollback', ['shell', '--target', siteDir]);
  for (const file of PAGE) expect(fileHashes(siteDir).get(file)).toBe(filesBefore.get(file));
  expect(history().current).toBe(versionBefore);
  await page.reload();
  await page.getByText(BEFORE).waitFor();
  await page.close();
  expect(fs.existsSync(path.join(siteDir, 'shell', released, 'index.html'))).toBe(true);
});

it('refuses a shell release that would overwrite a published file with other bytes, and leaves the live page alone', () => {
  const { siteDir } = site.portal;
  const dist = path.join(source!.root, 'shell/dist');
  const asset = fs.readdirSync(dist).find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file))!;
  fs.appendFileSync(path.join(siteDir, asset), '\n// changed after publishing\n');
  const page = fileHashes(siteDir).get('index.html');
  expect(() => releaseBuild(appNamed('shell'), path.join(source!.root, 'shell'), siteDir)).toThrow(new RegExp(`overwrite .*${asset}`));
  expect(fileHashes(siteDir).get('index.html')).toBe(page);
});
