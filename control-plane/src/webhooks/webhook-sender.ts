import http from 'node:http';
import https from 'node:https';
import { APP_VERSION } from '../config.js';
import { SIGNATURE_HEADER, signatureHeader } from './webhook-signature.js';
import { checkTarget, pinnedLookup, TargetRefused, type Resolver, type TargetPolicy } from './target-guard.js';

/** What one attempt gave: a 2xx is a success; anything else (a redirect too) is a failure. */
export interface AttemptResult {
  succeeded: boolean;
  responseStatus: number | null;
  durationMs: number;
  /** Portuguese, for the delivery log. */
  error: string | null;
  /** The target was refused (SSRF): retrying cannot help. */
  refused: boolean;
}

export interface OutgoingEvent {
  deliveryId: string;
  event: string;
  /** The exact bytes signed and sent. */
  body: string;
}

/** The receiver's answer is read up to this many bytes and thrown away. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * POSTs one signed event. The URL is checked again right before (DNS rebinding) and the socket
 * connects to the address that passed the check; redirects are not followed (a 3xx is a failure).
 */
export async function sendEvent(
  /** `secrets`: the current one, then a rotated one that has not expired. */
  target: { url: string; secrets: readonly string[] },
  event: OutgoingEvent,
  options: { policy: TargetPolicy; resolve?: Resolver; timeoutMs: number; now: () => Date },
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let checked;
  try {
    checked = await checkTarget(target.url, options.policy, options.resolve);
  } catch (error) {
    const message = error instanceof TargetRefused ? `Destino recusado: o endereço ${error.message}` : 'Destino recusado';
    return { succeeded: false, responseStatus: null, durationMs: elapsed(), error: message, refused: true };
  }
  const timestamp = Math.floor(options.now().getTime() / 1000);
  const client = checked.url.protocol === 'https:' ? https : http;
  return new Promise<AttemptResult>((resolve) => {
    const request = client.request(
      checked.url,
      {
        method: 'POST',
        lookup: pinnedLookup(checked),
        timeout: options.timeoutMs,
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(event.body),
          'User-Agent': `Vigia-Webhooks/${APP_VERSION}`,
          'X-Vigia-Event': event.event,
          'X-Vigia-Delivery': event.deliveryId,
          [SIGNATURE_HEADER]: signatureHeader(target.secrets, event.body, timestamp),
        },
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_RESPONSE_BYTES) response.destroy();
        });
        const finish = () => {
          const status = response.statusCode ?? 0;
          const succeeded = status >= 200 && status < 300;
          const error = succeeded
            ? null
            : status >= 300 && status < 400
              ? `Resposta ${status}: redirecionamentos não são seguidos`
              : `Resposta ${status} do destino`;
          resolve({ succeeded, responseStatus: status, durationMs: elapsed(), error, refused: false });
        };
        response.on('end', finish);
        response.on('close', finish);
        response.on('error', finish);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error: NodeJS.ErrnoException) => {
      const reason =
        error.message === 'timeout'
          ? `sem resposta em ${Math.round(options.timeoutMs / 1000)} s`
          : error.code === 'ECONNREFUSED'
            ? 'conexão recusada'
            : `falha de rede (${error.code ?? error.message})`;
      resolve({ succeeded: false, responseStatus: null, durationMs: elapsed(), error: `Sem entrega: ${reason}`, refused: false });
    });
    request.end(event.body);
  });
}
