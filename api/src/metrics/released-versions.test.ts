import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { liveSite } from '../site/live-site';
import { releasedVersions } from './released-versions';

/** A site folder as the release pipeline lays it out (ci/release/): remotes.json and the shell's history. */
function site(files: Record<string, unknown>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'released-'));
  const write = (file: string, value: unknown) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), typeof value === 'string' ? value : JSON.stringify(value));
  };
  for (const [file, value] of Object.entries(files)) write(file, value);
  return { dir, write, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

describe('released versions', () => {
  const folder = site({
    'remotes.json': {
      auth: '/remotes/auth/0.1.0-aaaa/mf-manifest.json',
      student: 'https://cdn.example.com/portal/remotes/student/0.1.0-bbbb/mf-manifest.json',
      recruiter: '/remotes/recruiter/mf-manifest.json',
      elsewhere: '/remotes/elsewhere/1.0.0/mf-manifest.json',
    },
    'releases/shell.json': { current: '0.1.0-cccc', releases: [{ version: '0.0.9-dddd' }, { version: '0.1.0-cccc' }] },
  });
  afterAll(() => folder.remove());

  /**
   * What telemetry counts as released now, read as the pages read the site. A reader of its own
   * each time: a file rewritten at the same size within a coarse clock tick looks unchanged to a
   * reader that read it before (live-file.ts compares inode, size and mtime).
   */
  const released = () => releasedVersions(liveSite(folder.dir));

  it("are the live ones: each remote's in remotes.json (wherever it is hosted), the shell's from its release history", async () => {
    // Not an earlier release of the shell, nor a remote without a version in its path, nor a name that is no remote of the site.
    expect(await released()).toEqual({ auth: ['0.1.0-aaaa'], student: ['0.1.0-bbbb'], shell: ['0.1.0-cccc'] });
  });

  it('follow a release as it is switched', async () => {
    folder.write('remotes.json', { student: '/remotes/student/0.2.0-eeee/mf-manifest.json' });
    folder.write('releases/shell.json', { current: '0.1.1-gggg', releases: [{ version: '0.1.0-cccc' }, { version: '0.1.1-gggg' }] });
    expect(await released()).toEqual({ student: ['0.2.0-eeee'], shell: ['0.1.1-gggg'] });
  });

  it("include a remote's canary beside its live version, and drop it once the canary ends", async () => {
    folder.write('remotes.json', {
      auth: '/remotes/auth/0.1.0-aaaa/mf-manifest.json',
      student: '/remotes/student/0.2.0-eeee/mf-manifest.json',
      canaries: {
        student: { manifest: '/remotes/student/0.3.0-ffff/mf-manifest.json', percent: 30, since: '2026-11-26T10:00:00.000Z' },
        // A canary that names another remote's folder is not that remote's release.
        auth: { manifest: '/remotes/student/0.3.0-ffff/mf-manifest.json', percent: 10, since: '2026-11-26T10:00:00.000Z' },
      },
    });
    // The canaries entry is not a remote.
    expect(await released()).toEqual({ auth: ['0.1.0-aaaa'], student: ['0.2.0-eeee', '0.3.0-ffff'], shell: ['0.1.1-gggg'] });
    folder.write('remotes.json', { auth: '/remotes/auth/0.1.0-aaaa/mf-manifest.json', student: '/remotes/student/0.2.0-eeee/mf-manifest.json' });
    expect(await released()).toEqual({ auth: ['0.1.0-aaaa'], student: ['0.2.0-eeee'], shell: ['0.1.1-gggg'] });
  });

  it('are none without a site folder', async () => {
    expect(await releasedVersions(null)).toEqual({});
  });
});
