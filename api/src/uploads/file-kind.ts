/** The kinds of file the portal accepts, recognised by their leading bytes, never by name or declared type. */
export type FileKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf';

export const MIME_TYPES: Record<FileKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export const IMAGE_KINDS: readonly FileKind[] = ['png', 'jpeg', 'gif', 'webp'];
export const PDF_KINDS: readonly FileKind[] = ['pdf'];

/** How many leading bytes detection needs. */
export const SNIFF_BYTES = 12;

const startsWith = (head: Uint8Array, bytes: number[], offset = 0) => bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function detectFileKind(head: Uint8Array): FileKind | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  return null;
}

export function kindOfKey(key: string): FileKind | null {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return extension in MIME_TYPES ? (extension as FileKind) : null;
}
