// Reads the messages the e2e SMTP server received.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { linkIn, parseMail } from '@vigia/test-support/smtp';

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through playwright.config.ts');
  return dir;
}

/** Names of the messages received so far, oldest first. */
export function receivedMessages(): string[] {
  return readdirSync(mailDir()).sort();
}

/** Waits for a new message to `recipient` (not in `seen`) and returns its link under pathPrefix. */
export async function waitForLink(recipient: string, pathPrefix: string, seen: string[] = [], timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const name of receivedMessages().filter((candidate) => !seen.includes(candidate)).reverse()) {
      const mail = await parseMail(readFileSync(path.join(mailDir(), name), 'utf8'));
      if (!mail.to.includes(recipient.toLowerCase())) continue;
      const link = linkIn(mail, pathPrefix);
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`No e-mail with a ${pathPrefix} link reached ${recipient}`);
}
