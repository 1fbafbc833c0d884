import path from 'node:path';
import { liveFile } from './live-file';

/** The live shell's index.html: a release switch replaces it, and the next page request sends the new one. */
export function liveIndexHtml(siteDir: string): () => Promise<string> {
  const file = path.join(siteDir, 'index.html');
  const read = liveFile(file, (html) => html);
  return async () => {
    const html = await read();
    if (html === null) throw new Error(`${file} does not exist: the site has not been built or released`);
    return html;
  };
}
