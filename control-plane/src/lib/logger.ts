import { redactText, redactValue } from '@vigia/redaction';
import { requestIdMixin } from '@vigia/telemetry';
import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * pino logger without credentials or personal data: every object logged (headers, URLs, errors) and
 * every message pass through the one redaction rule set (@vigia/redaction), the same the browser
 * applies to the errors it reports. Every line written while a request is served carries its requestId.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'control-plane' },
      mixin: requestIdMixin,
      formatters: { log: (object) => redactValue(object) as Record<string, unknown> },
      // redactValue already wrote each Error as { type, message, stack, ...own fields }.
      serializers: { err: (value: unknown) => value },
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)) as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}
