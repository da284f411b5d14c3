/** A real pino logger whose lines a test can read (what the control plane reported, e.g. a retry). */
import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';

export interface CapturedLog {
  logger: Logger;
  lines: string[];
  /** How many lines carry this message. */
  count(message: string): number;
}

export function captureLog(): CapturedLog {
  const lines: string[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    }),
  );
  return { logger, lines, count: (message) => lines.filter((line) => line.includes(`"msg":"${message}"`)).length };
}
