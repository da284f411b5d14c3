// The shared test SMTP server (@vigia/test-support: messages parsed by mailparser), as these tests use it.
import { startTestSmtp, tokenIn, type ReceivedMail, type TestSmtp } from '@vigia/test-support/smtp';

export type { ReceivedMail, TestSmtp };

/** A real SMTP server on a free loopback port that keeps every message it receives. */
export const startSmtp = (): Promise<TestSmtp> => startTestSmtp();

/** The token of the first Vigia link (sign-in or invite) in a message. */
export function linkToken(mail: ReceivedMail, kind: 'callback' | 'invite' = 'callback'): string {
  const path = kind === 'callback' ? '/auth/callback' : '/auth/invite/accept';
  const token = tokenIn(mail, path);
  if (!token) throw new Error(`no ${path} link in the e-mail:\n${mail.body}`);
  return token;
}
