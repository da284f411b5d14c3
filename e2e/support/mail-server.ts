// A real SMTP server for the e2e run (the shared one of @vigia/test-support): every message it
// receives is written to a folder as .eml, read back by mailbox.ts.
import { startTestSmtp } from '@vigia/test-support/smtp';

export async function startMailServer(mailDir: string): Promise<{ port: number; close: () => Promise<void> }> {
  const smtp = await startTestSmtp({ mailDir });
  return { port: smtp.port, close: () => smtp.close() };
}
