/**
 * Outgoing e-mail through nodemailer. `SMTP_URL` sends for real; without it (embedded default)
 * each message is written as an `.eml` file (mode 0600) under `$DATA_DIR/outbox/` and its message
 * id and path logged (never the recipient), so a
 * developer opens exactly what a customer would receive.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Names the outbox file (the reservation reference). */
  tag?: string;
  /** `Content-Language` of the message (en, de, es, fr, is). */
  language?: string;
}

export interface SentMail {
  messageId: string;
  /** The `.eml` file, when written to the outbox. */
  path?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

/** Sends through an SMTP server (`smtp://user:pass@host:587`, `smtps://…`). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(url: string) {
    this.transport = createTransport(url);
  }

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.transport.sendMail(toNodemailer(message));
    return { messageId: String(info.messageId) };
  }
}

/** Writes RFC 5322 messages (CRLF) to a folder, one `.eml` per message. */
export class OutboxMailer implements Mailer {
  private readonly transport = createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  private counter = 0;

  constructor(
    readonly folder: string,
    private readonly log: (line: string) => void = (line) => console.info(line),
  ) {}

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.transport.sendMail(toNodemailer(message));
    // Messages carry manage-link tokens and customers' details: only this user may read them.
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    const stamp = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.(\d{3})Z$/, '$1Z');
    const tag = (message.tag ?? 'message').replace(/[^A-Za-z0-9-]/g, '');
    // The counter and pid keep two messages of one millisecond apart, also across processes.
    const name = `${stamp}-${tag}-${process.pid}-${this.counter++}.eml`;
    const path = resolve(join(this.folder, name));
    await writeFile(path, info.message as Buffer, { mode: 0o600 });
    // The message id and file only: logs are no place for customers' addresses or names.
    this.log(`E-mail ${String(info.messageId)} written to ${path}`);
    return { messageId: String(info.messageId), path };
  }
}

function toNodemailer(message: MailMessage): SendMailOptions {
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments?.map((a) => ({
      filename: a.filename,
      content: a.content,
      contentType: a.contentType,
    })),
    ...(message.language ? { headers: { 'Content-Language': message.language } } : {}),
  };
}

/** `SMTP_URL` → SMTP; otherwise the outbox under `DATA_DIR` (default `.data`). */
export function mailerFromEnv(env: Record<string, string | undefined> = process.env): Mailer {
  if (env.SMTP_URL) return new SmtpMailer(env.SMTP_URL);
  return new OutboxMailer(join(env.DATA_DIR || '.data', 'outbox'));
}

const DEFAULT_ADDRESS = 'bookings@vegur.is';

/**
 * The sender. `MAIL_FROM` may be a bare address (the brand name is put in front) or a full
 * `Name <address>`, used as is; by default `Vegur Car Rental <bookings@vegur.is>` and so on.
 */
export function senderFor(brandName: string, mailFrom: string | undefined = process.env.MAIL_FROM): string {
  const configured = mailFrom?.trim();
  if (configured?.includes('<')) return configured;
  const address = configured || DEFAULT_ADDRESS;
  const name = brandName.replace(/["\\\r\n]/g, '');
  return `"${name}" <${address}>`;
}
