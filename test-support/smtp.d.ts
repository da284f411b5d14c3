export interface ReceivedMail {
  from: string;
  /** Envelope recipients, lower-cased. */
  to: string[];
  raw: string;
  /** Decoded subject. */
  subject: string;
  /** Decoded plain-text part. */
  text: string;
  /** Decoded HTML part. */
  html: string;
  /** The text and HTML parts, joined. */
  body: string;
}

export interface TestSmtp {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or arriving) for `to` that matches. */
  waitFor(to: string, match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** The next message for this address not returned before (waits for it). */
  nextMessage(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** True when no new message for this address arrived within the time. */
  noMessage(to: string, waitMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export function startTestSmtp(options?: { mailDir?: string; port?: number }): Promise<TestSmtp>;
export function parseMail(raw: string, envelope?: { from?: string; to?: string[] }): Promise<ReceivedMail>;
export function linkIn(mail: ReceivedMail, pathPrefix?: string): string | undefined;
export function tokenIn(mail: ReceivedMail, pathPrefix?: string): string | undefined;
