import path from 'node:path';
import { liveFile } from '../live-file';
import { isObject, parsedJson } from '../site-json';

/** The shell's release record (release-history): its `current` is the live page's version. */
const currentOf = (text: string): string | undefined => {
  const record = parsedJson(text);
  return isObject(record) && typeof record.current === 'string' && record.current !== '' ? record.current : undefined;
};

/** The shell's live version in the site folder, read again after a release or rollback switches it (undefined before any). */
export function liveShellVersion(siteDir: string): () => Promise<string | undefined> {
  const record = liveFile(path.join(siteDir, 'releases', 'shell.json'), currentOf);
  return async () => (await record()) ?? undefined;
}
