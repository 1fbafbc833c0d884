import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../db/time';
import { isFileKey, type FileStore } from './file-store';

/** Rows of at most this many bytes: a 5 MB resume is 20 of them. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Uploads kept in the database every instance shares (FILE_STORE=database): a file stored
 * through one instance is served by all of them, and it is backed up and replicated with the
 * rows that point at it. Writing reads the temporary file one chunk at a time inside one
 * transaction, so a file is visible whole or not at all; serving fetches one chunk per query
 * as the client reads, so neither side holds a whole file in memory, and no pool connection
 * waits on a slow client.
 */
export class DatabaseFileStore implements FileStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly chunkBytes: number = CHUNK_BYTES,
  ) {}

  async put(key: string, temporaryPath: string) {
    if (!isFileKey(key)) throw new Error(`Invalid file key: ${key}`);
    const handle = await fsp.open(temporaryPath, 'r');
    try {
      const { size } = await handle.stat();
      const chunks = Math.ceil(size / this.chunkBytes);
      await this.db.transaction().execute(async (trx) => {
        await trx.insertInto('stored_files').values({ key, size, chunks, created_at: nowIso() }).execute();
        for (let seq = 0; seq < chunks; seq++) {
          const data = await readExactly(handle, seq * this.chunkBytes, Math.min(this.chunkBytes, size - seq * this.chunkBytes));
          await trx.insertInto('stored_file_chunks').values({ file_key: key, seq, data }).execute();
        }
      });
    } finally {
      await handle.close();
    }
    // The local store moves the file; this one has copied it, so the temporary file goes.
    await fsp.rm(temporaryPath, { force: true });
  }

  async read(key: string) {
    if (!isFileKey(key)) return null;
    // The header and the first chunk in one round trip: most images are one chunk.
    const head = await this.db
      .selectFrom('stored_files')
      .leftJoin('stored_file_chunks', (join) => join.onRef('stored_file_chunks.file_key', '=', 'stored_files.key').on('stored_file_chunks.seq', '=', 0))
      .select(['stored_files.chunks', 'stored_file_chunks.data'])
      .where('stored_files.key', '=', key)
      .executeTakeFirst();
    if (!head) return null;
    const { db } = this;
    const total = Number(head.chunks);
    async function* chunks() {
      for (let seq = 0; seq < total; seq++) {
        const data =
          seq === 0
            ? head!.data
            : (await db.selectFrom('stored_file_chunks').select('data').where('file_key', '=', key).where('seq', '=', seq).executeTakeFirst())?.data;
        // Removed while being read (replaced by a newer upload): fail the response rather than send a cut-short file.
        if (!data) throw new Error(`Stored file ${key} lost chunk ${seq} while it was being read`);
        yield Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      }
    }
    return Readable.from(chunks(), { objectMode: false });
  }

  async remove(key: string) {
    if (!isFileKey(key)) throw new Error(`Invalid file key: ${key}`);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('stored_file_chunks').where('file_key', '=', key).execute();
      await trx.deleteFrom('stored_files').where('key', '=', key).execute();
    });
  }

  async check() {
    await this.db.selectFrom('stored_files').select('key').limit(1).execute();
  }
}

async function readExactly(handle: fsp.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  let filled = 0;
  while (filled < length) {
    const { bytesRead } = await handle.read(buffer, filled, length - filled, position + filled);
    if (bytesRead === 0) throw new Error('The temporary file ended before its size');
    filled += bytesRead;
  }
  return buffer;
}

/** The keys of the files a local store keeps under uploadsDir. */
function localUploadKeys(uploadsDir: string): string[] {
  return ['photos', 'logos', 'resumes'].flatMap((folder) => {
    try {
      return fs
        .readdirSync(path.join(uploadsDir, folder))
        .map((name) => `${folder}/${name}`)
        .filter(isFileKey);
    } catch {
      return [];
    }
  });
}

/**
 * Files a local store left under DATA_DIR/uploads, which a database store does not serve:
 * how many there are, so start-up can say so (`npm run files:import` copies them in).
 */
export function countLocalUploads(uploadsDir: string): number {
  return localUploadKeys(uploadsDir).length;
}

/**
 * Copies a local store's files into the database under the same keys (the rows already point
 * at them), skipping those already there; the originals are left for the operator to delete.
 */
export async function importLocalUploads(uploadsDir: string, store: DatabaseFileStore, tmpDir: string) {
  let imported = 0;
  let skipped = 0;
  await fsp.mkdir(tmpDir, { recursive: true });
  for (const key of localUploadKeys(uploadsDir)) {
    const existing = await store.read(key);
    if (existing) {
      existing.destroy();
      skipped += 1;
      continue;
    }
    // put() consumes its temporary file, so it gets a copy.
    const copy = path.join(tmpDir, `import-${path.basename(key)}`);
    await fsp.copyFile(path.join(uploadsDir, key), copy);
    await store.put(key, copy);
    imported += 1;
  }
  return { imported, skipped };
}
