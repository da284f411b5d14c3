import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows for `secret` (base32) at `at` (ms), as a person would read it. */
export function totpCode(secret: string, at: number): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
}

/** Start of the 30-second step `steps` after the one of `from`: a code of a later step than any used before. */
export function stepAfter(from: number, steps = 1): number {
  return (Math.floor(from / 30_000) + steps) * 30_000 + 1_000;
}
