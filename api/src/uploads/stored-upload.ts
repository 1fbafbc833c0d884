import type { FastifyBaseLogger } from 'fastify';
import { newFileKey, type FileStore, type UploadFolder } from './file-store';
import type { ReceivedFile } from './multipart-form';

/**
 * Stores an upload, runs the database write that points at it, then removes the file it
 * replaced. If the write fails the new file is removed, so no orphan and no lost file.
 */
export async function commitUpload<T>(
  files: FileStore,
  log: FastifyBaseLogger,
  upload: { file: ReceivedFile | null; folder: UploadFolder; replacing: string | null },
  write: (newKey: string | null) => Promise<T>,
): Promise<T> {
  const { file, folder, replacing } = upload;
  if (!file) return write(null);
  const key = newFileKey(folder, file.kind);
  await files.put(key, file.temporaryPath);
  let result: T;
  try {
    result = await write(key);
  } catch (error) {
    await files.remove(key).catch((removeError) => log.warn({ err: removeError, key }, 'could not remove an unused upload'));
    throw error;
  }
  if (replacing) {
    await files.remove(replacing).catch((removeError) => log.warn({ err: removeError, key: replacing }, 'could not remove a replaced upload'));
  }
  return result;
}
