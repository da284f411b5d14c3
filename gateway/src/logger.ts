import { requestIdMixin } from '@vigia/telemetry';
import { pino, type Logger } from 'pino';

/** The gateway's log: JSON lines (LOG_LEVEL, default info), each written during a request stamped with its requestId. */
export const logger: Logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'gateway' },
  mixin: requestIdMixin,
  redact: { paths: ['headers.cookie', 'headers.authorization', 'headers["x-csrf-token"]', '*.token', '*.secret', '*.password'], censor: '[REDACTED]' },
});
