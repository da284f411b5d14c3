import { pino, type Logger } from 'pino';

/** pino logger; credentials never reach the log even if an object carrying them is logged. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'control-plane' },
    redact: {
      paths: [
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
      ],
      censor: '[REDACTED]',
    },
  });
}
