/**
 * Signed artifact download URLs: HMAC-SHA256 (base64url) over a canonical string of tenant,
 * project, artifact and expiry, with a key of the tenant's keyring named by `kid`. The URL is
 * path-relative: /api/v1/projects/{projectId}/artifacts/{artifactId}/download?exp=&kid=&sig=.
 */
import { createHmac } from 'node:crypto';
import { safeEqual } from '../lib/crypto.js';

export interface SignedTarget {
  tenantId: string;
  projectId: string;
  artifactId: string;
  /** Expiry, unix seconds. */
  exp: number;
}

export function canonicalString(target: SignedTarget): string {
  return ['vigia-artifact-download', 'v1', target.tenantId, target.projectId, target.artifactId, String(target.exp)].join('\n');
}

export function signTarget(secret: Buffer, target: SignedTarget): string {
  return createHmac('sha256', secret).update(canonicalString(target), 'utf8').digest('base64url');
}

/** Constant-time check of `sig` against the signature of `target`. */
export function verifyTarget(secret: Buffer, target: SignedTarget, sig: string): boolean {
  return safeEqual(signTarget(secret, target), sig);
}

export function downloadPath(projectId: string, artifactId: string): string {
  return `/api/v1/projects/${encodeURIComponent(projectId)}/artifacts/${encodeURIComponent(artifactId)}/download`;
}

export function signedDownloadUrl(projectId: string, artifactId: string, signature: { exp: number; kid: string; sig: string }): string {
  const query = new URLSearchParams({ exp: String(signature.exp), kid: signature.kid, sig: signature.sig });
  return `${downloadPath(projectId, artifactId)}?${query.toString()}`;
}
