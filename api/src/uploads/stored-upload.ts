import type { FastifyBaseLogger } from 'fastify';
import { newFileKey, type FileStore, type UploadFolder } from './file-store';
import { storedPartsOf, storeImageSet } from './image-set';
import { PUBLIC_FOLDERS } from './media-urls';
import type { ReceivedFile } from './multipart-form';

/** Photos and logos are stored as drawn variants; a resume as the file it is. */
async function store(files: FileStore, folder: UploadFolder, file: ReceivedFile): Promise<{ key: string; parts: string[] }> {
  if (PUBLIC_FOLDERS.includes(folder)) return storeImageSet(files, folder, file);
  const key = newFileKey(folder, file.kind);
  await files.put(key, file.temporaryPath);
  return { key, parts: [key] };
}

async function removeAll(files: FileStore, log: FastifyBaseLogger, keys: string[], why: string) {
  await Promise.all(keys.map((key) => files.remove(key).catch((error) => log.warn({ err: error, key }, why))));
}

/**
 * Stores an upload, runs the database write that points at it, then removes the file (or
 * every variant) it replaced. If the write fails what was stored is removed, so no orphan and
 * no lost file.
 */
export async function commitUpload<T>(
  files: FileStore,
  log: FastifyBaseLogger,
  upload: { file: ReceivedFile | null; folder: UploadFolder; replacing: string | null },
  write: (newKey: string | null) => Promise<T>,
): Promise<T> {
  const { file, folder, replacing } = upload;
  if (!file) return write(null);
  const { key, parts } = await store(files, folder, file);
  let result: T;
  try {
    result = await write(key);
  } catch (error) {
    await removeAll(files, log, parts, 'could not remove an unused upload');
    throw error;
  }
  if (replacing) await removeAll(files, log, storedPartsOf(replacing), 'could not remove a replaced upload');
  return result;
}
