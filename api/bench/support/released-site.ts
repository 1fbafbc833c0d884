import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');
type App = { pkg: string; key: string | null };
type Release = { APPS: readonly App[]; releaseBuild(app: App, packageDir: string, target: string): string };

/**
 * The apps' current builds released into a new site folder by the release pipeline's own code
 * (ci/release, loaded at run time: the bench runs under tsx), as `npm start` serves them; null
 * when an app is not built (`npm run build` first).
 */
export function releasedSite(): string | null {
  const load = createRequire(__filename);
  const { APPS } = load(path.join(repoRoot, 'ci/release/apps.ts')) as Pick<Release, 'APPS'>;
  const { releaseBuild } = load(path.join(repoRoot, 'ci/release/release.ts')) as Pick<Release, 'releaseBuild'>;
  if (!APPS.every(({ pkg }) => fs.existsSync(path.join(repoRoot, pkg, 'dist')))) return null;
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  for (const app of APPS) releaseBuild(app, path.join(repoRoot, app.pkg), site);
  return site;
}
