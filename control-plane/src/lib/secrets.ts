import { hkdfSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { randomHex } from './crypto.js';

export interface Secrets {
  /** Key of the HMAC that hashes every stored secret (sessions, links, invites, API tokens). */
  pepper: string;
}

/**
 * The pepper given by the operator (VIGIA_PEPPER or VIGIA_PEPPER_FILE), else DATA_DIR/secrets.json,
 * created (mode 0600) on first start. Every process that shares one database must have the same
 * pepper, or the hashes they compute will not match.
 */
export function loadOrCreateSecrets(dataDir: string, pepper?: string): Secrets {
  if (pepper !== undefined) return { pepper };
  const file = path.join(dataDir, 'secrets.json');
  try {
    const fresh: Secrets & { createdAt: string } = { pepper: randomHex(32), createdAt: new Date().toISOString() };
    fs.writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    return { pepper: fresh.pepper };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  fs.chmodSync(file, 0o600);
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  if (typeof parsed.pepper !== 'string' || parsed.pepper.length < 32) {
    throw new Error(`${file} is not a valid secrets file (missing "pepper")`);
  }
  return { pepper: parsed.pepper };
}

/**
 * A 32-byte key for one purpose, derived from the pepper with HKDF-SHA256 under a distinct label
 * (e.g. 'vigia/signing-keys/v1'). Nothing new is stored: existing secrets files keep working, and
 * every process sharing secrets.json derives the same key.
 */
export function deriveKey(secrets: Secrets, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secrets.pepper, 'utf8'), Buffer.from('vigia', 'utf8'), Buffer.from(label, 'utf8'), 32));
}
