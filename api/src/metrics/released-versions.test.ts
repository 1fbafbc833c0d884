import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isReleased, releasedVersions } from './released-versions';

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

  it("are the live ones: each remote's in remotes.json (wherever it is hosted), the shell's from its release history", async () => {
    expect(await releasedVersions(folder.dir)()).toEqual({ auth: ['0.1.0-aaaa'], student: ['0.1.0-bbbb'], shell: ['0.1.0-cccc'] });
  });

  it('count telemetry only for a remote of the site and its live version', async () => {
    const released = isReleased(folder.dir);
    expect(await released('student', '0.1.0-bbbb')).toBe(true);
    expect(await released('shell', '0.1.0-cccc')).toBe(true);
    // An earlier release, a made-up one, a remote without a version, a name that is not a remote.
    expect(await released('shell', '0.0.9-dddd')).toBe(false);
    expect(await released('student', '9.9.9')).toBe(false);
    expect(await released('recruiter', 'mf-manifest.json')).toBe(false);
    expect(await released('elsewhere', '1.0.0')).toBe(false);
    expect(await released('constructor', 'x')).toBe(false);
  });

  it('follow a release as it is switched, with no restart', async () => {
    const released = isReleased(folder.dir);
    folder.write('remotes.json', { student: '/remotes/student/0.2.0-eeee/mf-manifest.json' });
    expect(await released('student', '0.2.0-eeee')).toBe(true);
    expect(await released('student', '0.1.0-bbbb')).toBe(false);
  });

  it("include a remote's canary beside its live version, and drop it once the canary ends", async () => {
    const released = isReleased(folder.dir);
    folder.write('remotes.json', {
      auth: '/remotes/auth/0.1.0-aaaa/mf-manifest.json',
      student: '/remotes/student/0.2.0-eeee/mf-manifest.json',
      canaries: {
        student: { manifest: '/remotes/student/0.3.0-ffff/mf-manifest.json', percent: 30, since: '2026-11-26T10:00:00.000Z' },
        // A canary that names another remote's folder is not that remote's release.
        auth: { manifest: '/remotes/student/0.3.0-ffff/mf-manifest.json', percent: 10, since: '2026-11-26T10:00:00.000Z' },
      },
    });
    expect(await releasedVersions(folder.dir)()).toEqual({ auth: ['0.1.0-aaaa'], student: ['0.2.0-eeee', '0.3.0-ffff'], shell: ['0.1.0-cccc'] });
    expect(await released('student', '0.3.0-ffff')).toBe(true);
    // The canaries entry is not a remote.
    expect(await released('canaries', '0.3.0-ffff')).toBe(false);
    folder.write('remotes.json', { auth: '/remotes/auth/0.1.0-aaaa/mf-manifest.json', student: '/remotes/student/0.2.0-eeee/mf-manifest.json' });
    expect(await released('student', '0.3.0-ffff')).toBe(false);
  });

  it('are none without a site folder', async () => {
    expect(await releasedVersions(undefined)()).toEqual({});
    expect(await isReleased(undefined)('student', '0.1.0-bbbb')).toBe(false);
  });
});
