import fs from 'node:fs';
import path from 'node:path';
import type { BenchSite, PageSpec } from './site-pages';

const FLOOR_FILE = 'floor.html';

/**
 * The floor of issue 17: the home page as the server sends it, with every script and script
 * preload taken out, written into the site folder and served by the same server. The same
 * markup and CSS (the header, the hero, the newest jobs) with nothing to run: no page of the
 * site can show its content sooner.
 */
export async function writeFloorPage(site: BenchSite): Promise<PageSpec> {
  const home = site.comparedPages[0]!;
  const html = await (await fetch(`${site.portal.baseUrl}${home.path}`)).text();
  if (!html.includes('id="ssr-state"')) throw new Error('The home page was not rendered on the server: there is no floor to take from it');
  const withoutScripts = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel=("?)(?:preload|modulepreload)\1[^>]*>/g, '');
  fs.writeFileSync(path.join(site.portal.siteDir, FLOOR_FILE), withoutScripts);
  return { name: 'floor: the home page\'s HTML, no scripts', path: `/${FLOOR_FILE}`, shows: home.shows };
}
