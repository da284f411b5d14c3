import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
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
 * Waits between attempts of a background send while the SMTP server is unreachable (about 9 minutes
 * in all, inside a sign-in link's 15-minute life): a relay restart must not cost anyone their link.
 */
export const DEFAULT_RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000, 60_000, 120_000, 300_000];

/**
 * Sends mail through SMTP when SMTP_URL is set, otherwise writes each message as a complete .eml
 * file to DATA_DIR/outbox and logs its link. Sends run in the background (the HTTP answer must
 * not reveal whether an address exists, nor whether SMTP is up) and are retried with backoff;
 * `drain` waits for those in flight, `close` gives up the retries still waiting.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly pending = new Set<Promise<void>>();
  private readonly closing = new AbortController();

  constructor(
    private readonly options: { smtpUrl: string | undefined; from: string; outboxDir: string; retryDelaysMs?: readonly number[] },
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

  /** Sends without making the caller wait; a failed send is retried with backoff, then logged as lost. */
  sendInBackground(mail: OutgoingMail): void {
    const job = this.sendWithRetries(mail).finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  private async sendWithRetries(mail: OutgoingMail): Promise<void> {
    const delays = this.options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.send(mail);
        if (attempt > 0) this.logger.info({ subject: mail.subject, attempt: attempt + 1 }, 'e-mail sent after retrying');
        return;
      } catch (error) {
        const delay = delays[attempt];
        if (delay === undefined || this.closing.signal.aborted) {
          this.logger.error({ err: error, subject: mail.subject, attempts: attempt + 1 }, 'e-mail could not be sent');
          return;
        }
        this.logger.warn({ err: error, subject: mail.subject, attempt: attempt + 1, retryInMs: delay }, 'e-mail not sent; retrying');
        try {
          await sleep(delay, undefined, { signal: this.closing.signal, ref: false });
        } catch {
          this.logger.error({ subject: mail.subject, attempts: attempt + 1 }, 'e-mail not sent: shutting down before the next attempt');
          return;
        }
      }
    }
  }

  /** Waits for the sends in flight; retries still waiting are given up first (shutdown). */
  async drain(): Promise<void> {
    this.closing.abort();
    await Promise.allSettled([...this.pending]);
  }

  close(): void {
    this.closing.abort();
    this.transport.close();
  }
}
