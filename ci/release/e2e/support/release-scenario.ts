import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, screenshot } from '../../../e2e/support/browser';
import { repoRoot } from '../../../e2e/support/portal';
import { siteUnderTest } from '../../../e2e/support/site-under-test';
import { appNamed } from '../../apps';
import { listFiles } from '../../files';
import type { ReleaseHistory } from '../../../../api/src/site/release-state/release-history';
import { releaseBuild, rollBack } from '../../release';
import { checkout, runScript, type Checkout } from './checkout';
import { changedFiles, fileHashes, readJson } from './site-files';

export type ReleaseScenario = {
  pkg: 'mfe-student' | 'mfe-recruiter';
  key: string;
  /** A visible text: the source file it is in (relative to the package), and the new wording. */
  text: { file: string; before: string; after: string };
  /** Shows the page with that text in `page` (logging in first if the page needs it). */
  open(page: Page, baseUrl: string): Promise<void>;
  /** A page the server renders with that text in its HTML, for a visitor: the release must change it too. */
  serverRendered?: string;
};

const cacheControl = async (url: string) => (await fetch(url)).headers.get('cache-control');
const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();
const htmlOf = async (url: string) => (await fetch(url)).text();

/**
 * A team changes a visible text in its remote and releases that remote alone into a site
 * released from the real builds, while a visitor has a tab open; then rolls it back.
 */
export function releaseScenario({ pkg, key, text, open, serverRendered }: ReleaseScenario): void {
  // The first page after a release waits for the new release's render worker to start: a
  // budget that allows for that on a busy machine, so the page shows the release's HTML.
  const site = siteUnderTest({ SERVER_RENDER_BUDGET_MS: '5000' });
  let source: Checkout | undefined;
  // The version the change was released as.
  let released = '';
  afterAll(() => source?.remove());

  const siteFile = (file: string) => path.join(site.portal.siteDir, file);
  const history = () => readJson<ReleaseHistory>(siteFile(`releases/${key}.json`));

  it(`releases ${pkg} alone: an open tab gets the change on reload, nothing else changes, and rollback restores it`, async () => {
    const { baseUrl, siteDir } = site.portal;
    const liveBefore = fs.readFileSync(siteFile('remotes.json'));
    const versionBefore = history().current;
    const filesBefore = fileHashes(siteDir);
    const page = await site.browser.newPage({ viewport: DESKTOP });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await open(page, baseUrl);
    await visible(page, text.before);
    if (serverRendered) expect(await htmlOf(`${baseUrl}${serverRendered}`)).toContain(text.before);

    source = checkout(pkg);
    source.replace(path.join(pkg, text.file), text.before, text.after);
    source.npm('release', [pkg, '--target', siteDir, '--skip-tests']);

    released = history().current;
    expect(released).not.toBe(versionBefore);
    const folder = `remotes/${key}/${released}`;
    // Added: the new version's folder. Changed: the runtime config and this remote's history.
    // Everything else (the shell, the other remotes, this remote's earlier version) is untouched.
    const changed = changedFiles(filesBefore, fileHashes(siteDir));
    expect(changed.filter((file) => !file.startsWith(`${folder}/`))).toEqual([`releases/${key}.json`, 'remotes.json']);
    expect(changed.filter((file) => file.startsWith(`${folder}/`)).sort()).toEqual(listFiles(siteFile(folder)).map((file) => `${folder}/${file}`));
    expect(readJson(siteFile('remotes.json'))).toEqual({
      ...JSON.parse(liveBefore.toString()),
      [key]: `/${folder}/mf-manifest.json`,
    });

    // The server renders the next page with the released code: no shell or server rebuild.
    if (serverRendered) expect(await htmlOf(`${baseUrl}${serverRendered}`)).toContain(text.after);
    // The tab picks the release up on a reload: the config and the entry files are revalidated...
    await page.reload();
    await visible(page, text.after);
    expect(await page.getByText(text.before, { exact: true }).count()).toBe(0);
    await screenshot(page, `release-${key}-01-released`);
    expect(await cacheControl(`${baseUrl}/remotes.json`)).toBe('no-cache');
    for (const entry of ['mf-manifest.json', 'remoteEntry.js']) expect(await cacheControl(`${baseUrl}/${folder}/${entry}`)).toBe('no-cache');
    // ...while what they name carries a content hash and is cached for a year.
    const chunk = listFiles(siteFile(folder)).find((file) => /\.[0-9a-f]{8}\.js$/.test(file));
    expect(chunk).toBeDefined();
    expect(await cacheControl(`${baseUrl}/${folder}/${chunk}`)).toBe('public, max-age=31536000, immutable');

    // Rolled back from the repository's own root, as the team would after a bad release.
    runScript(repoRoot, 'rollback', [pkg, '--target', siteDir]);
    expect(fs.readFileSync(siteFile('remotes.json')).equals(liveBefore)).toBe(true);
    if (serverRendered) expect(await htmlOf(`${baseUrl}${serverRendered}`)).not.toContain(text.after);
    expect(history()).toMatchObject({ current: versionBefore, releases: [{ version: versionBefore }, { version: released }] });
    await page.reload();
    await visible(page, text.before);
    expect(await page.getByText(text.after, { exact: true }).count()).toBe(0);
    await screenshot(page, `release-${key}-02-rolled-back`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it(`makes the same ${pkg} build live again without a new folder, rolls back only to what was released, and never overwrites a published version`, () => {
    const { siteDir } = site.portal;
    const app = appNamed(pkg);
    const packageDir = path.join(source!.root, pkg);
    const filesBefore = fileHashes(siteDir);
    expect(releaseBuild(app, packageDir, siteDir)).toBe(released);
    expect(changedFiles(filesBefore, fileHashes(siteDir))).toEqual([`releases/${key}.json`, 'remotes.json']);
    const [first] = history().releases.map(({ version }) => version);
    expect(history().releases).toHaveLength(2);

    expect(rollBack(app, siteDir)).toEqual({ ended: 'live', from: released, to: first });
    expect(() => rollBack(app, siteDir)).toThrow(/oldest release/);
    expect(() => rollBack(app, siteDir, '9.9.9-0000000000')).toThrow(/never released/);
    expect(rollBack(app, siteDir, released)).toEqual({ ended: 'live', from: first, to: released });

    const live = fs.readFileSync(siteFile('remotes.json'));
    fs.appendFileSync(siteFile(`remotes/${key}/${released}/remoteEntry.js`), '\n// changed after publishing\n');
    expect(() => releaseBuild(app, packageDir, siteDir)).toThrow(/never overwritten/);
    expect(fs.readFileSync(siteFile('remotes.json')).equals(live)).toBe(true);
  });
}
