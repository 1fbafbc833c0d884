import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_LIMITS } from '@portal/contract/limits';
import { HttpError, badRequest } from '../http/http-error';
import { nulMessage } from '../http/text-guard';
import { cleanFileName } from './file-name';
import { IMAGE_KINDS, PDF_KINDS, SNIFF_BYTES, detectFileKind, type FileKind } from './file-kind';
import { TEMPORARY_PREFIX } from './temporary-files';

export type FilePolicy = {
  kinds: readonly FileKind[];
  maxBytes: number;
  /** Said in the 415 message, e.g. "an image (PNG, JPEG, WebP or GIF)". */
  description: string;
};

export type ReceivedFile = {
  temporaryPath: string;
  kind: FileKind;
  size: number;
  originalName: string;
  discard(): Promise<void>;
};

/** A field sent more than once (checkboxes of one name, as an HTML form sends them) is the list of its values, in order. */
export type MultipartForm = { fields: Record<string, string | string[]>; file: ReceivedFile | null };

const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 16 * 1024;

/** Keeps the first bytes of a stream for type detection while it passes through. */
function headCapture() {
  const chunks: Buffer[] = [];
  let captured = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (captured < SNIFF_BYTES) {
        chunks.push(chunk.subarray(0, SNIFF_BYTES - captured));
        captured += Math.min(chunk.length, SNIFF_BYTES - captured);
      }
      callback(null, chunk);
    },
  });
  return { stream, head: () => Buffer.concat(chunks) };
}

// No value is dropped: a schema takes a list where a field may repeat, and refuses it elsewhere.
const addValue = (before: string | string[] | undefined, value: string) => (before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value]);

/**
 * Reads a multipart/form-data body: text fields, and the one file in field `file`
 * streamed to a temporary file under tmpDir (never buffered whole in memory), its size
 * capped while it streams and its kind checked from its bytes.
 */
export async function readMultipartForm(request: FastifyRequest, tmpDir: string, policy: FilePolicy): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data body');
  const fields: Record<string, string | string[]> = {};
  let file: ReceivedFile | null = null;
  const temporaryPath = path.join(tmpDir, `${TEMPORARY_PREFIX}${crypto.randomBytes(12).toString('hex')}`);
  const discard = () => fsp.rm(temporaryPath, { force: true });

  try {
    const parts = request.parts({
      limits: { fileSize: policy.maxBytes, files: 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: MAX_FIELDS + 1 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldnameTruncated || part.valueTruncated) throw new HttpError(413, `${part.fieldname} is too long`);
        if (part.fieldname.includes('\u0000') || (typeof part.value === 'string' && part.value.includes('\u0000'))) {
          throw badRequest(nulMessage([part.fieldname.replaceAll('\u0000', '')]));
        }
        if (typeof part.value === 'string') fields[part.fieldname] = addValue(fields[part.fieldname], part.value);
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw badRequest(`Unexpected file field "${part.fieldname}": upload the file in field "file"`);
      }
      await fsp.mkdir(tmpDir, { recursive: true });
      const capture = headCapture();
      await pipeline(part.file, capture.stream, fs.createWriteStream(temporaryPath, { flags: 'wx', mode: 0o600 }));
      if (part.file.truncated) throw tooLarge(policy);
      const size = (await fsp.stat(temporaryPath)).size;
      if (size === 0) {
        await discard();
        continue;
      }
      const kind = detectFileKind(capture.head());
      if (!kind || !policy.kinds.includes(kind)) {
        throw new HttpError(415, `The file must be ${policy.description}.`);
      }
      file = { temporaryPath, kind, size, originalName: cleanFileName(part.filename, `upload.${kind}`), discard };
    }
    return { fields, file };
  } catch (error) {
    await discard();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(policy);
    throw error;
  }
}

function tooLarge(policy: FilePolicy) {
  return new HttpError(413, `The file is too large: at most ${Math.round(policy.maxBytes / (1024 * 1024))} MB.`);
}

export const IMAGE_UPLOAD: FilePolicy = {
  kinds: IMAGE_KINDS,
  maxBytes: UPLOAD_LIMITS.imageBytes,
  description: 'an image (PNG, JPEG, WebP or GIF)',
};

export const RESUME_UPLOAD: FilePolicy = { kinds: PDF_KINDS, maxBytes: UPLOAD_LIMITS.resumeBytes, description: 'a PDF' };
