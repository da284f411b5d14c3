import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { MailContent } from './templates.js';

export interface OutgoingMail extends MailContent {
  to: string;
  /** The link the mail carries; logged in outbox mode so a developer can follow it. */
  link: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

function smtpTransport(smtpUrl: string): Transporter {
  const url = new URL(smtpUrl);
  if (url.protocol === 'smtp:' && LOOPBACK.has(url.hostname)) {
    // Loopback relay (a local MTA or a test server): plain SMTP, no STARTTLS.
    return nodemailer.createTransport({
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: Number(url.port || 25),
      secure: false,
      ignoreTLS: true,
      ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    });
  }
  return nodemailer.createTransport(smtpUrl);
}

/**
 * Sends mail through SMTP when SMTP_URL is set, otherwise writes each message as a complete .eml
 * file to DATA_DIR/outbox and logs its link. Sends run in the background (the HTTP answer must
 * not reveal whether an address exists); `drain` waits for those in flight.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly options: { smtpUrl: string | undefined; from: string; outboxDir: string },
    private readonly logger: Logger,
  ) {
    this.transport = options.smtpUrl
      ? smtpTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = (await this.transport.sendMail({
      from: this.options.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    })) as { message?: Buffer; messageId?: string };
    if (this.options.smtpUrl) {
      this.logger.info({ subject: mail.subject, messageId: info.messageId }, 'e-mail sent');
      return;
    }
    await fs.mkdir(this.options.outboxDir, { recursive: true, mode: 0o700 });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.options.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await fs.writeFile(file, info.message ?? Buffer.alloc(0), { mode: 0o600 });
    this.logger.info({ file, subject: mail.subject, link: mail.link }, 'e-mail written to the outbox');
  }

  /** Sends without making the caller wait; failures are logged. */
  sendInBackground(mail: OutgoingMail): void {
    const job = this.send(mail)
      .catch((error: unknown) => this.logger.error({ err: error, subject: mail.subject }, 'e-mail could not be sent'))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  async drain(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  close(): void {
    this.transport.close();
  }
}
