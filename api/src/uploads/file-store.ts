import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. The local store keeps them under DATA_DIR (outside any web
 * root); an object store (S3-compatible) implements the same four calls.
 */
export interface FileStore {
  /** Moves a fully received, already validated temporary file into the store under key. */
  put(key: string, temporaryPath: string): Promise<void>;
  read(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
  /** Answers when the store can be written (for /readyz). */
  check(): Promise<void>;
}

export type UploadFolder = 'photos' | 'logos' | 'resumes';

/** Keys are random, so nothing about the user or the original name reaches the disk. */
export function newFileKey(folder: UploadFolder, extension: string): string {
  return `${folder}/${crypto.randomBytes(16).toString('hex')}.${extension}`;
}

// A file of its own, or a variant of an image set (`-256.webp`); a set's own `.img` key names no file.
const KEY_PATTERN = /^(photos|logos|resumes)\/[0-9a-f]{32}(-(64|256))?\.(png|jpeg|gif|webp|pdf)$/;

export function isFileKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!isFileKey(key)) throw new Error(`Invalid file key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, temporaryPath: string) {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.rename(temporaryPath, target);
  }

  async read(key: string) {
    if (!isFileKey(key)) return null;
    try {
      const handle = await fsp.open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string) {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async check() {
    await fsp.mkdir(this.root, { recursive: true });
    await fsp.access(this.root, fs.constants.W_OK);
  }
}
