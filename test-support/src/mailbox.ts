import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

export type ReceivedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Every header as it was written (unfolded), by its lowercase name. */
  headers: Record<string, string>;
};

const toReceived = (mail: ParsedMail): ReceivedMail => ({
  to: Array.isArray(mail.to) ? mail.to.map((to) => to.text).join(', ') : (mail.to?.text ?? ''),
  subject: mail.subject ?? '',
  text: mail.text ?? '',
  html: typeof mail.html === 'string' ? mail.html : '',
  messageId: mail.messageId ?? '',
  headers: Object.fromEntries(mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).replace(/\r?\n(?=[ \t])/g, '').trim()])),
});

/** The .eml files the embedded mail transport wrote under DATA_DIR/mail, parsed, oldest first. */
export async function mailFiles(dataDir: string): Promise<ReceivedMail[]> {
  const dir = path.join(dataDir, 'mail');
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(names.map(async (name) => toReceived(await simpleParser(await fs.readFile(path.join(dir, name))))));
}

export const parseMail = async (raw: Buffer | string) => toReceived(await simpleParser(raw));

/** Waits until `found` holds for what the mailbox returns. */
export async function eventually<T>(read: () => Promise<T>, found: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (found(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
