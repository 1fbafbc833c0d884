import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishShell } from './publish';

let root: string;
beforeEach(() => (root = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-shell-'))));
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A shell build's dist/ holding `files` (name → text), beside a page and a remotes.json. */
function shellBuild(name: string, files: Record<string, string>): string {
  const dist = path.join(root, name);
  fs.mkdirSync(dist, { recursive: true });
  for (const [file, text] of Object.entries({ 'index.html': `<html>${name}</html>`, 'remotes.json': '{}', ...files })) fs.writeFileSync(path.join(dist, file), text);
  return dist;
}

const read = (site: string, file: string) => fs.readFileSync(path.join(site, file), 'utf8');

describe('publishShell', () => {
  it("replaces the published source map of the same code when the sources differ (only the map changed), and adds the new build's files beside the old", () => {
    const site = path.join(root, 'site');
    publishShell(shellBuild('first', { 'main.1a2b3c4d.js': 'code()', 'main.1a2b3c4d.js.map': '{"sourcesContent":["// old comment"]}' }), site, 'v1');
    publishShell(
      shellBuild('second', { 'main.1a2b3c4d.js': 'code()', 'main.1a2b3c4d.js.map': '{"sourcesContent":["// new comment"]}', 'page.5e6f7a8b.js': 'page()' }),
      site,
      'v2',
    );
    expect(read(site, 'main.1a2b3c4d.js.map')).toBe('{"sourcesContent":["// new comment"]}');
    expect(read(site, 'page.5e6f7a8b.js')).toBe('page()');
    // Each version keeps its whole build, its own map among it.
    expect(read(site, 'shell/v1/main.1a2b3c4d.js.map')).toBe('{"sourcesContent":["// old comment"]}');
  });

  it('refuses a build whose code would overwrite published code with other bytes, and leaves the site as it was', () => {
    const site = path.join(root, 'site');
    publishShell(shellBuild('first', { 'main.1a2b3c4d.js': 'code()', 'main.1a2b3c4d.js.map': '{}' }), site, 'v1');
    expect(() => publishShell(shellBuild('second', { 'main.1a2b3c4d.js': 'other()', 'main.1a2b3c4d.js.map': '{"x":1}' }), site, 'v2')).toThrow(
      "The shell's build would overwrite files already published with other bytes: main.1a2b3c4d.js",
    );
    expect(read(site, 'main.1a2b3c4d.js')).toBe('code()');
    expect(read(site, 'main.1a2b3c4d.js.map')).toBe('{}');
    expect(fs.existsSync(path.join(site, 'shell/v2'))).toBe(false);
  });
});
