import path from 'node:path';
import { addressListFromEnv, DEFAULT_METRICS_ALLOW_FROM } from '@vigia/telemetry';
import { withFileSecrets } from './lib/file-secrets.js';
import { storageConfigFrom, type StorageConfig } from './storage/storage-config.js';

export const APP_VERSION = '1.0.0';

/** Limits of one DB-backed rate-limit bucket: at most `max` hits per `windowSeconds`. */
export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

export interface RateLimits {
  loginPerEmail: RateLimitRule;
  loginPerIp: RateLimitRule;
  signupPerIp: RateLimitRule;
  inviteAcceptPerIp: RateLimitRule;
  callbackPerIp: RateLimitRule;
  clientErrorsPerIp: RateLimitRule;
  /** Second-factor codes (verification and enrolment confirmation). */
  mfaPerUser: RateLimitRule;
  mfaPerIp: RateLimitRule;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the data folder (PGlite files, outbox, secrets, lock). */
  dataDir: string;
  /**
   * The HMAC key of stored secrets (VIGIA_PEPPER or VIGIA_PEPPER_FILE); undefined = DATA_DIR/secrets.json,
   * created on first start.
   */
  pepper: string | undefined;
  /** Artifacts, uploaded sources and scan file lists: the data folder (default) or S3 (STORAGE_URL). */
  storage: StorageConfig;
  /** PostgreSQL connection string; undefined means embedded PGlite in dataDir/pglite. */
  databaseUrl: string | undefined;
  /** smtp://host:port; undefined means e-mails are written to dataDir/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Public address of the web app (the gateway); links in e-mails point here. */
  publicUrl: string;
  /** Seed demo data when the database has no tenant. */
  seed: boolean;
  logLevel: string;
  /** Express "trust proxy" setting. */
  trustProxy: boolean | number | string;
  magicLinkTtlSeconds: number;
  sessionTtlSeconds: number;
  inviteTtlHours: number;
  rateLimits: RateLimits;
  /** Check every JSON response against the contract (on in tests; a mismatch becomes a 500). */
  validateResponses: boolean;
  scans: ScanConfig;
  exports: ExportConfig;
  artifacts: ArtifactConfig;
  /** POST /api/v1/ci/generate and the CI client; false = 404 'Feature CI_GENERATOR desabilitada'. */
  ciGenerator: boolean;
  /** Peers (addresses or CIDRs) that may read GET /metrics; loopback by default. */
  metricsAllowFrom: string[];
  /** Worker processes only: the port of their /metrics listener (0 = none). */
  metricsPort: number;
  observability: ObservabilityConfig;
  /** On SIGTERM: how long requests in flight and scan batches get to finish before they are cut. */
  shutdownGraceSeconds: number;
  webhooks: WebhookConfig;
}

/** Outbound webhooks and e-mail notifications (issue 32). */
export interface WebhookConfig {
  /** Development only: http:// and loopback targets (127.0.0.0/8, ::1) are accepted (WEBHOOK_ALLOW_LOOPBACK). */
  allowLoopback: boolean;
  /** Private networks (CIDRs) the operator lets webhooks reach, e.g. an internal SIEM; metadata addresses never. */
  allowNetworks: string[];
  /** Retries after the first attempt, with exponential backoff from retryDelaySeconds. */
  retries: number;
  retryDelaySeconds: number;
  /** Longest wait for the receiver's answer. */
  timeoutMs: number;
  /** Consecutive failed attempts that disable a webhook (with an alert). */
  disableAfterFailures: number;
  /** Deliveries sent at once by this process (0 = none: another process delivers). */
  concurrency: number;
  /** Local hour (America/Sao_Paulo) of the daily notification digest. */
  digestHour: number;
}

/** Health checks and alert rules (issue 14). */
export interface ObservabilityConfig {
  /** How often a process that runs scans writes its heartbeat; silent for 3 intervals = not alive. */
  workerHeartbeatSeconds: number;
  /** How often the alert rules that watch state (silent workers, old signing keys) run. */
  alertCheckSeconds: number;
  /** A tenant's active URL-signing key older than this is reported (health degraded, an alert). */
  signingKeyRotationDays: number;
  /** Failed sign-ins (invalid links, rate-limited attempts) from one address that raise an alert… */
  signInFailureAlert: RateLimitRule;
  /** Artifact storage with less free space than this is degraded. */
  storageMinFreeBytes: number;
  /** Longest wait for the SMTP server's greeting and EHLO answer. */
  smtpCheckTimeoutMs: number;
  /** How long an SMTP check result is reused. */
  smtpCheckCacheSeconds: number;
}

/** Longest life of a signed artifact URL; retired signing keys are kept this long (plus a grace). */
export const MAX_SIGNED_URL_TTL_SECONDS = 86_400;

/** Artifact viewer and signed download URLs. */
export interface ArtifactConfig {
  /** GET .../view answers; false = 501 'Visualização inline desabilitada'. */
  inlineView: boolean;
  /** POST .../sign answers; false = 501 'URLs assinadas desabilitadas'. */
  signedUrls: boolean;
  /** Life of a signed download URL, 1..86400 seconds. */
  signedUrlTtlSeconds: number;
}

/** PDF and artifacts-zip downloads: how many build at once and how many may wait. */
export interface ExportConfig {
  concurrency: number;
  maxQueued: number;
}

/** The scan pipeline: upload limits, queue and worker settings (README lists the variables). */
export interface ScanConfig {
  /** Largest accepted upload (the archive or SARIF file as sent). */
  uploadMaxBytes: number;
  /** Largest total of uncompressed bytes an archive may extract to. */
  maxExtractedBytes: number;
  /** Most entries (files and folders) an archive may hold. */
  maxFiles: number;
  /** Highest uncompressed/compressed ratio accepted, for the whole archive and for each zip entry. */
  maxCompressionRatio: number;
  /** In-process scan workers; 0 runs none (use `node dist/worker.js`). */
  workerConcurrency: number;
  /** How much lower than its parent's a worker process's CPU priority is (nice, 0..19; dist/worker.js only). */
  workerNice: number;
  /** Files per checkpoint batch. */
  batchFiles: number;
  /** The queue fails (and retries) a job whose worker sent no heartbeat for this long (>= 10). */
  jobHeartbeatSeconds: number;
  /** Longest a scan job may stay active before the queue expires it. */
  jobTimeoutSeconds: number;
  /** Retries of a scan job after its worker died or it threw. */
  jobRetries: number;
  /** How often idle workers look for jobs. */
  pollSeconds: number;
  /** A running scan whose worker lease is older than this is reported as interrupted (canResume). */
  staleSeconds: number;
  /** SSE comment heartbeat interval. */
  sseHeartbeatSeconds: number;
  /** Scan examples/sample-service for "Internet Banking" right after the first seed. */
  sampleScan: boolean;
  /** Test hook: pause this long after each checkpoint batch. */
  batchDelayMs: number;
}

type Env = Record<string, string | undefined>;

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer (got "${raw}")`);
  }
  return value;
}

function boolFrom(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false (got "${env[name]}")`);
}

function trustProxyFrom(raw: string | undefined): boolean | number | string {
  const value = raw?.trim();
  if (value === undefined || value === '') return 'loopback';
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export const defaultRateLimits: RateLimits = {
  loginPerEmail: { max: 5, windowSeconds: 15 * 60 },
  loginPerIp: { max: 20, windowSeconds: 15 * 60 },
  signupPerIp: { max: 10, windowSeconds: 60 * 60 },
  inviteAcceptPerIp: { max: 20, windowSeconds: 15 * 60 },
  callbackPerIp: { max: 60, windowSeconds: 15 * 60 },
  clientErrorsPerIp: { max: 30, windowSeconds: 60 },
  mfaPerUser: { max: 10, windowSeconds: 15 * 60 },
  mfaPerIp: { max: 30, windowSeconds: 15 * 60 },
};

/** Reads the configuration from environment variables; every setting has a default. */
export function loadConfig(rawEnv: Env = process.env, cwd: string = process.cwd()): Config {
  const env = withFileSecrets(rawEnv);
  const pepper = optional(env, 'VIGIA_PEPPER');
  if (pepper !== undefined && pepper.length < 32) throw new Error('VIGIA_PEPPER must have at least 32 characters (e.g. openssl rand -hex 32)');
  const publicUrl = (optional(env, 'PUBLIC_URL') ?? 'http://localhost:4000').replace(/\/+$/, '');
  return {
    port: intFrom(env, 'CONTROL_PLANE_PORT', 4100),
    host: optional(env, 'CONTROL_PLANE_HOST') ?? '127.0.0.1',
    dataDir: path.resolve(cwd, optional(env, 'DATA_DIR') ?? './.data'),
    pepper,
    storage: storageConfigFrom(env),
    databaseUrl: optional(env, 'DATABASE_URL'),
    smtpUrl: optional(env, 'SMTP_URL'),
    mailFrom: optional(env, 'MAIL_FROM') ?? 'Vigia <no-reply@vigia.local>',
    publicUrl,
    seed: boolFrom(env, 'SEED', true),
    logLevel: optional(env, 'LOG_LEVEL') ?? 'info',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    metricsAllowFrom: addressListFromEnv('METRICS_ALLOW_FROM', env.METRICS_ALLOW_FROM) ?? [...DEFAULT_METRICS_ALLOW_FROM],
    metricsPort: intFrom(env, 'METRICS_PORT', 0),
    magicLinkTtlSeconds: intFrom(env, 'MAGIC_LINK_TTL_SECONDS', 15 * 60),
    sessionTtlSeconds: intFrom(env, 'SESSION_TTL_SECONDS', 12 * 60 * 60),
    inviteTtlHours: intFrom(env, 'INVITE_TTL_HOURS', 72),
    rateLimits: defaultRateLimits,
    validateResponses: boolFrom(env, 'VALIDATE_RESPONSES', false),
    scans: {
      uploadMaxBytes: intFrom(env, 'SCAN_UPLOAD_MAX_BYTES', 100 * 1024 * 1024),
      maxExtractedBytes: intFrom(env, 'SCAN_MAX_EXTRACTED_BYTES', 1024 * 1024 * 1024),
      maxFiles: intFrom(env, 'SCAN_MAX_FILES', 20_000),
      maxCompressionRatio: intFrom(env, 'SCAN_MAX_COMPRESSION_RATIO', 100),
      workerConcurrency: intFrom(env, 'WORKER_CONCURRENCY', 1),
      workerNice: Math.min(19, Math.max(0, intFrom(env, 'WORKER_NICE', 10))),
      batchFiles: Math.max(1, intFrom(env, 'SCAN_BATCH_FILES', 200)),
      jobHeartbeatSeconds: Math.max(10, intFrom(env, 'SCAN_JOB_HEARTBEAT_SECONDS', 30)),
      jobTimeoutSeconds: Math.max(60, intFrom(env, 'SCAN_JOB_TIMEOUT_SECONDS', 6 * 60 * 60)),
      jobRetries: intFrom(env, 'SCAN_JOB_RETRIES', 3),
      pollSeconds: Math.max(1, intFrom(env, 'QUEUE_POLL_SECONDS', 2)),
      staleSeconds: Math.max(1, intFrom(env, 'SCAN_STALE_SECONDS', 90)),
      sseHeartbeatSeconds: Math.max(1, intFrom(env, 'SSE_HEARTBEAT_SECONDS', 15)),
      sampleScan: boolFrom(env, 'SEED_SAMPLE_SCAN', true),
      batchDelayMs: intFrom(env, 'SCAN_BATCH_DELAY_MS', 0),
    },
    exports: {
      concurrency: Math.max(1, intFrom(env, 'EXPORT_CONCURRENCY', 2)),
      maxQueued: Math.max(0, intFrom(env, 'EXPORT_QUEUE_MAX', 8)),
    },
    artifacts: {
      inlineView: boolFrom(env, 'ARTIFACT_INLINE_VIEW', true),
      signedUrls: boolFrom(env, 'SIGNED_URLS', true),
      signedUrlTtlSeconds: signedUrlTtlFrom(env),
    },
    ciGenerator: boolFrom(env, 'CI_GENERATOR', true),
    shutdownGraceSeconds: Math.max(1, intFrom(env, 'SHUTDOWN_GRACE_SECONDS', 25)),
    observability: {
      workerHeartbeatSeconds: Math.max(1, intFrom(env, 'WORKER_HEARTBEAT_SECONDS', 15)),
      alertCheckSeconds: Math.max(5, intFrom(env, 'ALERT_CHECK_SECONDS', 60)),
      signingKeyRotationDays: Math.max(1, intFrom(env, 'SIGNING_KEY_ROTATION_DAYS', 90)),
      signInFailureAlert: { max: Math.max(1, intFrom(env, 'ALERT_SIGNIN_FAILURES', 5)), windowSeconds: 15 * 60 },
      storageMinFreeBytes: intFrom(env, 'STORAGE_MIN_FREE_MB', 512) * 1024 * 1024,
      smtpCheckTimeoutMs: 3000,
      smtpCheckCacheSeconds: 60,
    },
    webhooks: {
      allowLoopback: boolFrom(env, 'WEBHOOK_ALLOW_LOOPBACK', false),
      allowNetworks: addressListFromEnv('WEBHOOK_ALLOW_NETWORKS', env.WEBHOOK_ALLOW_NETWORKS) ?? [],
      retries: intFrom(env, 'WEBHOOK_RETRIES', 5),
      retryDelaySeconds: Math.max(1, intFrom(env, 'WEBHOOK_RETRY_DELAY_SECONDS', 10)),
      timeoutMs: Math.max(1000, intFrom(env, 'WEBHOOK_TIMEOUT_MS', 10_000)),
      disableAfterFailures: Math.max(1, intFrom(env, 'WEBHOOK_DISABLE_AFTER_FAILURES', 15)),
      concurrency: intFrom(env, 'WEBHOOK_CONCURRENCY', 2),
      digestHour: Math.min(23, intFrom(env, 'NOTIFICATION_DIGEST_HOUR', 8)),
    },
  };
}

function signedUrlTtlFrom(env: Env): number {
  const ttl = intFrom(env, 'SIGNED_URL_TTL_SECONDS', 900);
  if (ttl < 1 || ttl > MAX_SIGNED_URL_TTL_SECONDS) {
    throw new Error(`SIGNED_URL_TTL_SECONDS must be between 1 and ${MAX_SIGNED_URL_TTL_SECONDS} (got "${env.SIGNED_URL_TTL_SECONDS}")`);
  }
  return ttl;
}
