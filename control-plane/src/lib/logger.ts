import { requestIdMixin } from '@vigia/telemetry';
import { pino, type DestinationStream, type Logger } from 'pino';

/** Paths whose values never reach the log, even if an object carrying them is logged. */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["x-csrf-token"]',
  'token',
  'secret',
  'password',
  'csrfToken',
  '*.token',
  '*.secret',
  '*.password',
  '*.csrfToken',
];

/** pino logger without credentials; every line written while a request is served carries its requestId. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    { level, base: { service: 'control-plane' }, mixin: requestIdMixin, redact: { paths: REDACTED_PATHS, censor: '[REDACTED]' } },
    destination,
  );
}
