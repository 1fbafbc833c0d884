import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from './files';

/** What `<target>/releases/<name>.json` holds: every version released, oldest first, and the live one. */
export type ReleaseHistory = { current: string; releases: { version: string; releasedAt: string }[] };

const historyFile = (target: string, name: string) => path.join(target, 'releases', `${name}.json`);

export function readHistory(target: string, name: string): ReleaseHistory | null {
  const file = historyFile(target, name);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseHistory) : null;
}

/** A version went live by a release. Releasing a version again (the same build) keeps its place. */
export function recordRelease(target: string, name: string, version: string): void {
  const history = readHistory(target, name) ?? { current: version, releases: [] };
  if (!history.releases.some((release) => release.version === version)) {
    history.releases.push({ version, releasedAt: new Date().toISOString() });
  }
  writeHistory(target, name, { ...history, current: version });
}

/** A version went live again by a rollback: the list of releases is left as it was. */
export function recordRollback(target: string, name: string, version: string): void {
  const history = readHistory(target, name);
  if (!history) throw new Error(`Nothing was ever released for ${name}.`);
  writeHistory(target, name, { ...history, current: version });
}

/** The release before the live one, so rolling back twice goes back two releases. */
export function previousRelease(history: ReleaseHistory, name: string): string {
  const index = history.releases.findIndex((release) => release.version === history.current);
  const previous = history.releases[index - 1];
  if (index < 1 || !previous) throw new Error(`${name} ${history.current} is its oldest release: there is nothing to roll back to.`);
  return previous.version;
}

function writeHistory(target: string, name: string, history: ReleaseHistory): void {
  writeFileAtomic(historyFile(target, name), `${JSON.stringify(history, null, 2)}\n`);
}
