import type { Logger } from 'pino';
import type { OutboundEvent } from './webhook-events.js';

/** Something that takes events out: the webhook dispatcher, the e-mail notifications. */
export interface EventSink {
  name: string;
  take(event: OutboundEvent): Promise<void>;
}

/**
 * Where the product's events (a scan ended, a finding triaged, the quota crossed…) leave Vigia.
 * Publishing never throws at its caller: a sink that fails is logged, the scan or triage stands.
 */
export class EventPublisher {
  constructor(
    private readonly sinks: EventSink[],
    private readonly logger: Logger,
  ) {}

  async publish(event: OutboundEvent): Promise<void> {
    for (const sink of this.sinks) {
      try {
        await sink.take(event);
      } catch (error) {
        this.logger.warn({ err: error, sink: sink.name, event: event.event, tenantId: event.tenantId }, 'outbound event not taken');
      }
    }
  }
}
