import type net from 'node:net';
import type tls from 'node:tls';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { SMTPConnection, type SMTPConnectionOptions } from 'smtp-server/lib/smtp-connection';
import { freePort } from './listening';

/** A message as the sink accepted it: headers and parts parsed, and the SMTP envelope. */
export type SinkMail = {
  /** The From header: the display name (the site's) and the address. */
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** multipart/alternative when the message has both an HTML and a plain-text part. */
  contentType: string;
  /** Its text/calendar part (an invitation or its cancellation): the iTIP method its Content-Type names, and the iCalendar text; null when it has none. */
  calendar: { method: string; content: string } | null;
  envelope: { mailFrom: string; rcptTo: string[] };
  /** Date.now() when the sink accepted it, just before its 250 to the message's DATA. */
  receivedAt: number;
};

/** Where a refusing sink says no: to the recipient (before the message is sent), or to the whole message after it arrived. */
export type RefusalPoint = 'rcpt' | 'data';

const addresses = (value: AddressObject | AddressObject[] | undefined) => (Array.isArray(value) ? value.map((one) => one.text).join(', ') : (value?.text ?? ''));

/** mailparser keeps a text/calendar alternative among the attachments, its Content-Type with the method as a parameter. */
function calendarOf(mail: ParsedMail): SinkMail['calendar'] {
  const part = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  if (!part) return null;
  const contentType = part.headers.get('content-type') as { params?: Record<string, string> } | undefined;
  return { method: contentType?.params?.method ?? '', content: part.content.toString('utf8') };
}

const refusal = (code: number) => Object.assign(new Error(`Try again later (test sink refusing with ${code})`), { responseCode: code });

/**
 * smtp-server, greeting each connection at once. Stock smtp-server waits 100 ms before its 220
 * (to catch clients that talk too soon); the API's worker opens one SMTP connection per message,
 * so that wait alone would hold it to 10 messages a second and the crash rounds' thousands of
 * messages would take minutes. This is SMTPServer.connect without the wait.
 */
class PromptSmtpServer extends SMTPServer {
  override connect(socket: net.Socket | tls.TLSSocket, options?: SMTPConnectionOptions | null): void {
    const connection = new SMTPConnection(this, socket, options);
    this.connections.add(connection);
    connection.on('error', (error: Error) => this._onError(error));
    connection.on('connect', (data: Parameters<SMTPServer['_onClientConnect']>[0]) => this._onClientConnect(data));
    connection._setListeners(() => connection.connectionReady());
  }
}

/**
 * A real SMTP server on 127.0.0.1 (smtp-server), no TLS, no authentication required, that keeps
 * every message it accepts. It can go away and come back on the same port (an outage: the
 * port refuses connections meanwhile), or stay up and answer 4xx (a server that is there but
 * refuses). A message counts as received only once the sink answered 250 to its DATA: one cut
 * off mid-transfer by a client that died is not.
 */
export class SmtpSink {
  readonly messages: SinkMail[] = [];
  /** Messages (or recipients) answered with a 4xx while refusing. */
  refused = 0;
  private server: SMTPServer | undefined;
  private refusing: { at: RefusalPoint; code: number } | undefined;

  private constructor(readonly port: number) {}

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink(await freePort());
    await sink.resume();
    return sink;
  }

  /** What SMTP_URL should say. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Answers every message (or recipient) with a 4xx until `accept()`. */
  refuse(at: RefusalPoint = 'data', code = 451): void {
    this.refusing = { at, code };
  }

  accept(): void {
    this.refusing = undefined;
  }

  /** Listens again on the same port (a new server: smtp-server is not meant to listen twice). */
  async resume(): Promise<void> {
    if (this.server) return;
    const server = new PromptSmtpServer({
      authOptional: true,
      // Plain SMTP on loopback: no STARTTLS offered, so nodemailer does not try to upgrade.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Every client is this machine: no reverse DNS lookup per connection (it can take seconds without a resolver).
      disableReverseLookup: true,
      closeTimeout: 200,
      onRcptTo: (_address, _session, callback) => {
        if (this.refusing?.at === 'rcpt') {
          this.refused += 1;
          return callback(refusal(this.refusing.code));
        }
        callback();
      },
      onData: (stream, session, callback) => this.receive(stream, session, callback),
    });
    server.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
  }

  /** Stops listening (connections to the port are refused) until `resume()`. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Received messages per Message-ID: more than one copy is a message delivered twice. */
  byMessageId(): Map<string, SinkMail[]> {
    const copies = new Map<string, SinkMail[]>();
    for (const mail of this.messages) copies.set(mail.messageId, [...(copies.get(mail.messageId) ?? []), mail]);
    return copies;
  }

  private receive(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null) => void): void {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    // Cut off before its end (the client died): smtp-server destroys the stream and it never ends.
    stream.on('error', () => undefined);
    stream.on('end', () => {
      if (this.refusing?.at === 'data') {
        this.refused += 1;
        return callback(refusal(this.refusing.code));
      }
      const raw = Buffer.concat(chunks);
      simpleParser(raw).then(
        (mail) => {
          // Recorded before the 250 goes out: once the sender hears "accepted", the message is here.
          this.messages.push({
            from: { name: mail.from?.value[0]?.name ?? '', address: mail.from?.value[0]?.address ?? '' },
            to: addresses(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            messageId: mail.messageId ?? '',
            contentType: (mail.headers.get('content-type') as { value?: string } | undefined)?.value ?? '',
            calendar: calendarOf(mail),
            envelope: {
              mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            },
            receivedAt: Date.now(),
          });
          callback();
        },
        (error: Error) => callback(Object.assign(error, { responseCode: 554 })),
      );
    });
  }
}
