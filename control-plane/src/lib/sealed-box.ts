import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const SEAL_VERSION = 'v1';

/**
 * AES-256-GCM under a key derived from secrets.json (`deriveKey`), as `v1.<iv>.<tag>.<ciphertext>`
 * in base64url. `context` is bound as additional data (e.g. the owning row's ids), so a sealed value
 * copied into another row does not open.
 */
export function seal(encryptionKey: Buffer, context: string, plaintext: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return [SEAL_VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
}

/** Opens what `seal` made with the same key and context; throws on any other input. */
export function unseal(encryptionKey: Buffer, context: string, sealed: string): Buffer {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== SEAL_VERSION || !iv || !tag || !ciphertext) throw new Error('value is not sealed');
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
}
