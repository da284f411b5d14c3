import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The decoded plain-text and HTML parts, concatenated. */
  body: string;
}

/** Quoted-printable: soft line breaks and =XX escapes (nodemailer uses it for accented text). */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeSubject(raw: string): string {
  const line = raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? '';
  return line
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )
    .replace(/\?=\s+=\?/g, '');
}

function decodeBody(raw: string): string {
  // Decode every quoted-printable or base64 part; good enough for nodemailer's multipart/alternative.
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const content = rest.join('\n\n');
      if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) return decodeQuotedPrintable(content);
      if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
      return content;
    })
    .join('\n');
}

/** A real SMTP server on a free loopback port that keeps every message it receives. */
export async function startSmtp() {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw,
          subject: decodeSubject(raw),
          body: decodeBody(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  function untaken(to: string): ReceivedMail | undefined {
    return messages.find((mail) => !taken.has(mail) && mail.to.includes(to.toLowerCase()));
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The next message for this address not returned before (waits for it). */
    async nextMessage(to: string, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = untaken(to);
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`no e-mail for ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    /** Resolves true when no new message for this address arrived within the time. */
    async noMessage(to: string, waitMs = 400): Promise<boolean> {
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      return untaken(to) === undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>;

/** The token of the first Vigia link (sign-in or invite) in a message. */
export function linkToken(mail: ReceivedMail, kind: 'callback' | 'invite' = 'callback'): string {
  const path = kind === 'callback' ? '/auth/callback' : '/auth/invite/accept';
  const match = mail.body.match(new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in the e-mail:\n${mail.body}`);
  return match[1];
}
