// The shared test SMTP server (@vigia/test-support: messages parsed by mailparser), as these tests use it.
import { startTestSmtp, tokenIn, type ReceivedMail, type TestSmtp } from '@vigia/test-support/smtp';

export type { ReceivedMail };
export type TestSmtpServer = TestSmtp & { stop(): Promise<void> };

/** A real SMTP server on 127.0.0.1 (any port) that keeps every message it is given. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const smtp = await startTestSmtp();
  return Object.assign(smtp, { stop: () => smtp.close() });
}

/** The token of the first link in a message whose path starts with pathPrefix. */
export function tokenFromMail(mail: ReceivedMail, pathPrefix = '/auth/callback'): string | undefined {
  return tokenIn(mail, pathPrefix);
}
