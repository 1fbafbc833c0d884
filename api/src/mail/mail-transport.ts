import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { inSpan } from '../tracing/in-span';
import type { ClaimedMail } from './outbox';

/**
 * Sends one claimed message; throws when the server refused it or could not be reached, or when
 * `signal` aborted the send before the server accepted the message.
 */
export type MailTransport = { send(mail: ClaimedMail, signal: AbortSignal): Promise<void>; close(): void; describe: string };

export type MailTransportOptions = {
  /** smtp://host:port; without it, messages are written as .eml files under `mailDir`. */
  smtpUrl: string | undefined;
  mailDir: string;
  from: string;
  /** The host of the site, for Message-IDs. */
  siteHost: string;
  /** SMTP connections kept open (SMTP_POOL_SIZE). */
  poolSize: number;
};

// Well under the worker's lease: each message's lease is renewed just before it is sent.
const SMTP_TIMEOUT_MS = 30_000;

/**
 * Nodemailer builds each MIME message (HTML and plain-text parts); it leaves through SMTP, or,
 * with nothing installed, lands as a file. The Message-ID is the outbox id: a message sent twice
 * after a crash is recognisably the same one, and its file is simply written again.
 */
export function createMailTransport({ smtpUrl, mailDir, from, siteHost, poolSize }: MailTransportOptions): MailTransport {
  const message = (mail: ClaimedMail) => ({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    // A text/calendar part with its method, which calendars read as an invitation (or its cancellation).
    ...(mail.calendar && { icalEvent: { method: mail.calendar.method, content: mail.calendar.content } }),
    messageId: `<outbox-${mail.id}@${siteHost}>`,
  });

  if (smtpUrl) {
    // Pooled: each connection carries many messages instead of a handshake each, several at once.
    const transporter = nodemailer.createTransport({
      pool: true,
      maxConnections: poolSize,
      url: smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    const server = new URL(smtpUrl);
    const port = Number(server.port) || (server.protocol === 'smtps:' ? 465 : 25);
    return {
      describe: `SMTP ${server.host}`,
      async send(mail, signal) {
        // Each send is a trace of its own (the worker's, not a request's); a refusal marks it failed.
        await inSpan('smtp send', { 'server.address': server.hostname, 'server.port': port, 'portal.mail.id': mail.id }, () =>
          transporter.sendMail({ ...message(mail), signal }),
        );
      },
      close: () => transporter.close(),
    };
  }

  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `files in ${mailDir}`,
    async send(mail, signal) {
      signal.throwIfAborted();
      const { message: raw } = (await builder.sendMail(message(mail))) as { message: Buffer };
      await fs.mkdir(mailDir, { recursive: true });
      const file = path.join(mailDir, `${String(mail.id).padStart(8, '0')}.eml`);
      // Whole or not at all: a reader never sees half a message.
      await fs.writeFile(`${file}.tmp`, raw);
      await fs.rename(`${file}.tmp`, file);
    },
    close: () => undefined,
  };
}
