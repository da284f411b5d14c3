import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random secret of `bytes` bytes, base64url encoded (43 characters for 32 bytes). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A random secret as lowercase hex (no underscores, so it survives `split('_')`). */
export function randomHex(bytes = 32): string {
  return randomBytes(bytes).toString('hex');
}

/** Keyed hash used to store every secret we hand out (magic links, sessions, invites, API tokens). */
export function hmacHash(pepper: string, value: string): string {
  return createHmac('sha256', pepper).update(value, 'utf8').digest('hex');
}

/** Constant-time string comparison (false when lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
