import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mailerFromEnv, OutboxMailer, SmtpMailer, senderFor } from '@booking/services/mail.ts';
import { afterEach, describe, expect, it } from 'vitest';

const folders: string[] = [];
afterEach(() => {
  for (const f of folders.splice(0)) rmSync(f, { recursive: true, force: true });
});

describe('mail', () => {
  it('writes each message as an .eml file (CRLF, multipart, attachment) and logs its path', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'outbox-test-')), 'outbox');
    folders.push(folder);
    const logged: string[] = [];
    const mailer = new OutboxMailer(folder, (line) => logged.push(line));
    const message = {
      from: senderFor('Vegur Campers'),
      to: 'anna@example.com',
      subject: 'Bókun ABCD-EFGH er staðfest',
      text: 'Halló',
      html: '<p>Halló</p>',
      attachments: [
        {
          filename: 'vegur-ABCD-EFGH.ics',
          content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
          contentType: 'text/calendar',
        },
      ],
      tag: 'ABCD-EFGH',
      language: 'is',
    };
    const first = await mailer.send(message);
    const second = await mailer.send(message);
    const files = readdirSync(folder);
    expect(files).toHaveLength(2);
    expect(first.path).not.toBe(second.path);
    for (const name of files) expect(name).toMatch(/^\d{8}T\d{9}Z-ABCD-EFGH-\d+-\d+\.eml$/);
    const raw = readFileSync(first.path ?? '', 'utf8');
    expect(raw.replace(/\r\n/g, '')).not.toContain('\n');
    expect(raw).toContain('From: Vegur Campers <bookings@vegur.is>');
    expect(raw).toContain('Content-Language: is');
    expect(raw).toMatch(/Content-Type: multipart\/mixed/);
    expect(raw).toMatch(/Content-Type: text\/calendar; name=vegur-ABCD-EFGH\.ics/);
    expect(logged[0]).toContain(first.path);
    // Only this user reads the outbox (manage-link tokens); the log names no customer.
    expect(statSync(first.path ?? '').mode & 0o777).toBe(0o600);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(logged[0]).toContain(first.messageId);
    for (const line of logged) expect(line).not.toMatch(/anna@example\.com|Bókun/);
  });

  it('picks SMTP with SMTP_URL, else the outbox under DATA_DIR', () => {
    expect(mailerFromEnv({ SMTP_URL: 'smtp://localhost:2525' })).toBeInstanceOf(SmtpMailer);
    const outbox = mailerFromEnv({ DATA_DIR: '/tmp/vegur-data' });
    expect(outbox).toBeInstanceOf(OutboxMailer);
    expect((outbox as OutboxMailer).folder).toBe('/tmp/vegur-data/outbox');
    expect((mailerFromEnv({}) as OutboxMailer).folder).toBe('.data/outbox');
  });

  it('names the brand as sender unless MAIL_FROM has its own name', () => {
    expect(senderFor('Vegur Car Rental', undefined)).toBe('"Vegur Car Rental" <bookings@vegur.is>');
    expect(senderFor('Vegur Lease', 'hello@vegur.example')).toBe('"Vegur Lease" <hello@vegur.example>');
    expect(senderFor('Vegur Lease', 'Vegur <no-reply@vegur.example>')).toBe('Vegur <no-reply@vegur.example>');
  });
});
