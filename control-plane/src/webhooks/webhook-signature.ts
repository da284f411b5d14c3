import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Vigia-Signature';

const hmac = (secret: string, body: string, timestampSeconds: number): string =>
  createHmac('sha256', secret).update(`${timestampSeconds}.${body}`, 'utf8').digest('hex');

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as GitHub and Stripe sign theirs. While a
 * rotated secret has not expired, one `v1=` per secret (the current one first): a receiver accepts
 * the request when any of them matches its secret.
 */
export function signatureHeader(secrets: string | readonly string[], body: string, timestampSeconds: number): string {
  const signatures = (typeof secrets === 'string' ? [secrets] : secrets).map((secret) => `v1=${hmac(secret, body, timestampSeconds)}`);
  return [`t=${timestampSeconds}`, ...signatures].join(',');
}

/**
 * What a receiver does (docs/webhooks.md shows the same steps): recompute the HMAC over the raw
 * body, compare in constant time, and refuse old timestamps (replayed requests).
 */
export function verifySignature(secret: string, body: string, header: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parts = header.split(',').map((part) => part.split('=', 2) as [string, string]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, body, timestamp));
  return parts
    .filter(([key]) => key === 'v1')
    .some(([, value]) => {
      const given = Buffer.from(value ?? '');
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
}
