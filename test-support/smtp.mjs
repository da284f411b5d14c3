// A real SMTP server for tests, shared by the control plane's and the gateway's integration suites
// and by e2e: every message is kept (and, with `mailDir`, written as .eml) and parsed by mailparser
// (MIME parts, quoted-printable, encoded subjects), so no test decodes e-mail by hand.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A raw RFC 822 message parsed into what tests read. */
export async function parseMail(raw, envelope = {}) {
  const parsed = await simpleParser(raw);
  const text = parsed.text ?? '';
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  const headerTo = [parsed.to].flat().filter(Boolean).flatMap((group) => group.value.map((address) => address.address?.toLowerCase() ?? ''));
  return {
    from: envelope.from ?? parsed.from?.value[0]?.address ?? '',
    to: envelope.to ?? headerTo,
    raw,
    subject: parsed.subject ?? '',
    text,
    html,
    body: [text, html].filter(Boolean).join('\n'),
  };
}

/** The first link to `pathPrefix` with a token in a parsed message (its text or HTML part), or undefined. */
export function linkIn(mail, pathPrefix = '/auth/callback') {
  const escaped = pathPrefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`https?://[^\\s"'<>]+${escaped}\\?(?:[^\\s"'<>]*&(?:amp;)?)?token=[A-Za-z0-9_-]+`).exec(mail.body)?.[0];
}

/** The token of the first link to `pathPrefix` in a parsed message, or undefined. */
export function tokenIn(mail, pathPrefix = '/auth/callback') {
  const link = linkIn(mail, pathPrefix);
  return link ? /token=([A-Za-z0-9_-]+)/.exec(link)?.[1] : undefined;
}

/** Starts the server on a free loopback port, or on `port` (a fault test bringing a server back where it was). */
export async function startTestSmtp(options = {}) {
  const messages = [];
  const taken = new Set();
  const waiters = new Set();
  if (options.mailDir) mkdirSync(options.mailDir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks);
        if (options.mailDir) writeFileSync(path.join(options.mailDir, `${Date.now()}-${String(messages.length + 1).padStart(4, '0')}.eml`), bytes);
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
        };
        parseMail(bytes.toString('utf8'), envelope).then(
          (mail) => {
            messages.push(mail);
            for (const wake of waiters) wake();
            callback();
          },
          (error) => callback(error),
        );
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address();
  const untaken = (to, match = () => true) => messages.find((mail) => !taken.has(mail) && mail.to.includes(to.toLowerCase()) && match(mail));

  function waitFor(to, match = () => true, timeoutMs = 15_000) {
    const wanted = to.toLowerCase();
    const find = () => messages.find((mail) => mail.to.includes(wanted) && match(mail));
    return new Promise((resolve, reject) => {
      const check = () => {
        const mail = find();
        if (!mail) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(mail);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no e-mail to ${to} within ${timeoutMs} ms (received: ${messages.length})`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor,
    /** The next message for this address not returned before (waits for it). */
    async nextMessage(to, timeoutMs = 15_000) {
      const mail = await waitFor(to, (candidate) => !taken.has(candidate), timeoutMs);
      taken.add(mail);
      return mail;
    },
    /** True when no new message for this address arrived within the time. */
    async noMessage(to, waitMs = 400) {
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      return untaken(to) === undefined;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
