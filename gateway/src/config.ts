import { addressListFromEnv, DEFAULT_METRICS_ALLOW_FROM } from '@vigia/telemetry';
import { fileURLToPath } from 'node:url';

/** Everything the gateway needs to run; every value has a default (see README). */
export interface GatewayConfig {
  /** Base URL of the control plane's REST API, without a trailing slash. */
  controlPlaneUrl: string;
  /** Folder with the web app's build output (index.html + assets). */
  webDist: string;
  /** Largest request body accepted, in bytes. */
  bodyLimitBytes: number;
  /** How long a whoami answer is reused for the admin-only checks, in ms. */
  adminCheckTtlMs: number;
  /**
   * Largest scan file (POST /api/v1/scans) passed on to the control plane, in bytes; the whole
   * multipart body may be 64 KiB larger (the control plane reads the same SCAN_UPLOAD_MAX_BYTES).
   */
  scanUploadMaxBytes: number;
  /** Peers (addresses or CIDRs) that may read GET /metrics; loopback by default (METRICS_ALLOW_FROM). */
  metricsAllowFrom: string[];
  /** Express "trust proxy": which peers' X-Forwarded-For names the client (a TLS proxy in front); loopback by default. */
  trustProxy: boolean | number | string;
  /** On SIGTERM: how long requests in flight get to finish before they are cut (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceSeconds: number;
}

export const DEFAULT_CONTROL_PLANE_URL = 'http://127.0.0.1:4100';
/** 100 MiB. */
export const DEFAULT_SCAN_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
/** ../web/dist seen from the gateway package (the same from src/ and dist/). */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function resolveConfig(partial: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    controlPlaneUrl: (partial.controlPlaneUrl ?? DEFAULT_CONTROL_PLANE_URL).replace(/\/+$/, ''),
    webDist: partial.webDist ?? DEFAULT_WEB_DIST,
    bodyLimitBytes: partial.bodyLimitBytes ?? 1024 * 1024,
    adminCheckTtlMs: partial.adminCheckTtlMs ?? 30_000,
    scanUploadMaxBytes: partial.scanUploadMaxBytes ?? DEFAULT_SCAN_UPLOAD_MAX_BYTES,
    metricsAllowFrom: partial.metricsAllowFrom ?? [...DEFAULT_METRICS_ALLOW_FROM],
    trustProxy: partial.trustProxy ?? 'loopback',
    shutdownGraceSeconds: partial.shutdownGraceSeconds ?? 25,
  };
}

/** TRUST_PROXY as express reads it: true/false, a hop count, or names/addresses ("loopback, 10.0.0.0/8"). */
function trustProxyFrom(raw: string | undefined): boolean | number | string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Reads the gateway's part of the environment (PORT and HOST are read by main.ts). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const positive = (raw: string | undefined) => {
    const value = Number(raw);
    return raw && Number.isFinite(value) && value > 0 ? value : undefined;
  };
  return resolveConfig({
    controlPlaneUrl: env.CONTROL_PLANE_URL || undefined,
    webDist: env.WEB_DIST || undefined,
    bodyLimitBytes: positive(env.BODY_LIMIT_BYTES),
    scanUploadMaxBytes: positive(env.SCAN_UPLOAD_MAX_BYTES),
    metricsAllowFrom: addressListFromEnv('METRICS_ALLOW_FROM', env.METRICS_ALLOW_FROM),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    shutdownGraceSeconds: positive(env.SHUTDOWN_GRACE_SECONDS),
  });
}
