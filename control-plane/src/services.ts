import type { Logger } from 'pino';
import { AlertsService } from './alerts/alerts.service.js';
import { DeadlinesService } from './triage/deadlines.service.js';
import { FindingOwnersService } from './triage/owners.service.js';
import { TriageService } from './triage/triage.service.js';
import { AuditService } from './audit/audit.service.js';
import { SuppressionsService } from './suppressions/suppressions.service.js';
import { ArtifactsService } from './artifacts/artifacts.service.js';
import { SigningKeyring } from './artifacts/signing-keyring.js';
import { AuthService } from './auth/auth.service.js';
import { Credentials } from './auth/credentials.js';
import { InviteService } from './auth/invite.service.js';
import { SecondFactorService } from './auth/mfa/second-factor.service.js';
import { OidcSettingsService } from './auth/oidc/oidc-settings.service.js';
import { OidcSignInService } from './auth/oidc/oidc-sign-in.service.js';
import { SignupService } from './auth/signup.service.js';
import { CiService } from './ci/ci.service.js';
import { ComplianceService } from './compliance/compliance.service.js';
import { BetweenScansService } from './compliance/between-scans.service.js';
import type { Config } from './config.js';
import type { DatabaseKind } from './db/connection.js';
import { ExportLimiter } from './exports/export-limiter.js';
import { ExportsService } from './exports/exports.service.js';
import { FindingsService } from './findings/findings.service.js';
import type { Db } from './lib/db.js';
import { deriveKey } from './lib/secrets.js';
import type { Mailer } from './mail/mailer.js';
import { HealthChecks } from './observability/health.js';
import { ObservabilityService } from './observability/observability.service.js';
import { PerformanceService } from './observability/performance.service.js';
import { RequestWindow } from './observability/request-window.js';
import { SecuritySignals } from './observability/security-signals.js';
import { SmtpHealth } from './mail/smtp-probe.js';
import { ProjectsService } from './projects/projects.service.js';
import { RateLimiter } from './ratelimit/rate-limiter.js';
import { scannerEngine, type ScanEngine } from './scans/scan-engine.js';
import type { ScanQueue } from './scans/scan-queue.js';
import { ScansService } from './scans/scans.service.js';
import { AddressGuard } from './security/address-guard.js';
import { SecurityService } from './security/security.service.js';
import type { ObjectStorage } from './storage/object-storage.js';
import { TenantsService } from './tenants/tenants.service.js';
import { TokensService } from './tokens/tokens.service.js';
import { UsageService } from './usage/usage.service.js';
import { UsersService } from './users/users.service.js';
import { createOutbound, type Outbound } from './webhooks/outbound.js';
import type { Resolver } from './webhooks/target-guard.js';

export interface Services {
  auth: AuthService;
  secondFactor: SecondFactorService;
  /** Single sign-on with a tenant's OpenID Connect provider (issue 32). */
  oidcSignIn: OidcSignInService;
  oidcSettings: OidcSettingsService;
  audit: AuditService;
  suppressions: SuppressionsService;
  signup: SignupService;
  invites: InviteService;
  tenants: TenantsService;
  users: UsersService;
  projects: ProjectsService;
  tokens: TokensService;
  usage: UsageService;
  observability: ObservabilityService;
  scans: ScansService;
  findings: FindingsService;
  triage: TriageService;
  owners: FindingOwnersService;
  deadlines: DeadlinesService;
  exports: ExportsService;
  artifacts: ArtifactsService;
  compliance: ComplianceService;
  betweenScans: BetweenScansService;
  ci: CiService;
  security: SecurityService;
  /** Blocked addresses in memory; `start()` before serving, `stop()` on close. */
  addressGuard: AddressGuard;
  limiter: RateLimiter;
  alerts: AlertsService;
  performance: PerformanceService;
  /** This process's recent request durations (per-route percentiles). */
  requests: RequestWindow;
  /** Counts of refused requests (401, 403, CSRF, sign-in failures) and the sign-in alert rule. */
  signals: SecuritySignals;
  /** The SMTP reachability check and its cached answer. */
  smtp: SmtpHealth;
  /** Webhooks and e-mail notifications (issue 32). */
  outbound: Outbound;
}

/** Wires every domain service over one database handle. */
export function createServices(deps: {
  db: Db;
  kind: DatabaseKind;
  config: Config;
  pepper: string;
  mailer: Mailer;
  logger: Logger;
  queue: ScanQueue;
  /** Artifacts, uploaded sources and scan file lists. */
  storage: ObjectStorage;
  engine?: ScanEngine;
  /** The time signed URLs, signing keys, alerts and rate-limit windows are measured against (tests move it). */
  clock?: () => Date;
  /** Live figures of this process for the performance page (none in a process without HTTP). */
  live?: { sseConnections(): number; activeScans(): number };
  /** DNS of the webhook SSRF check (the system's unless a test names its own hosts). */
  resolve?: Resolver;
}): Services {
  const { db, config, mailer, logger } = deps;
  const clock = deps.clock ?? (() => new Date());
  const limiter = new RateLimiter(db, clock);
  const credentials = new Credentials(deps.pepper, config);
  const auth = new AuthService(db, { config, credentials, mailer, limiter, logger });
  const findings = new FindingsService(db, { clock });
  const exportLimiter = new ExportLimiter(config.exports);
  const addressGuard = new AddressGuard(db, logger);
  const outbound = createOutbound({ db, config, pepper: deps.pepper, mailer, scanQueue: deps.queue, logger, clock, ...(deps.resolve ? { resolve: deps.resolve } : {}) });
  const publish = (event: Parameters<Outbound['publisher']['publish']>[0]) => outbound.publisher.publish(event);
  const alerts = new AlertsService(db, { config, clock, logger, publish });
  const signals = new SecuritySignals(db, { limiter, alerts, config, logger });
  const smtp = new SmtpHealth({
    smtpUrl: config.smtpUrl,
    timeoutMs: config.observability.smtpCheckTimeoutMs,
    cacheSeconds: config.observability.smtpCheckCacheSeconds,
  });
  const keyring = new SigningKeyring(db, { encryptionKey: deriveKey({ pepper: deps.pepper }, 'vigia/signing-keys/v1'), clock });
  const requests = new RequestWindow();
  const performance = new PerformanceService(db, {
    requests,
    live: deps.live ?? { sseConnections: () => 0, activeScans: () => 0 },
    caches: [
      { name: 'blocked-addresses', clear: () => addressGuard.refresh() },
      { name: 'signing-keys', clear: () => keyring.clearCache() },
      { name: 'export-estimates', clear: () => exportLimiter.resetEstimate() },
      { name: 'smtp-check', clear: () => smtp.clear() },
    ],
  });
  const oidcKey = deriveKey({ pepper: deps.pepper }, 'vigia/oidc/v1');
  return {
    auth,
    oidcSignIn: new OidcSignInService(db, { config, auth, credentials, limiter, logger, encryptionKey: oidcKey, clock, resolve: deps.resolve }),
    oidcSettings: new OidcSettingsService(db, { encryptionKey: oidcKey, publicUrl: config.publicUrl, policy: config.webhooks, resolve: deps.resolve }),
    secondFactor: new SecondFactorService(db, {
      config,
      credentials,
      limiter,
      encryptionKey: deriveKey({ pepper: deps.pepper }, 'vigia/second-factor/v1'),
      clock,
    }),
    audit: new AuditService(db),
    suppressions: new SuppressionsService(db),
    signup: new SignupService(db, { config, auth, credentials, mailer, limiter, logger }),
    invites: new InviteService(db, { config, credentials, mailer, limiter }),
    tenants: new TenantsService(db),
    users: new UsersService(db),
    projects: new ProjectsService(db),
    tokens: new TokensService(db, deps.pepper),
    usage: new UsageService(db),
    observability: new ObservabilityService(db, {
      kind: deps.kind,
      config,
      limiter,
      logger,
      checks: new HealthChecks(db, { kind: deps.kind, queue: deps.queue, config, storage: deps.storage, smtp, clock, logger }),
    }),
    scans: new ScansService(db, { config, engine: deps.engine ?? scannerEngine, queue: deps.queue, storage: deps.storage, logger }),
    findings,
    triage: new TriageService(db, { clock, logger, publish }),
    owners: new FindingOwnersService(db, { clock }),
    deadlines: new DeadlinesService(db, { clock, logger, publish }),
    exports: new ExportsService(db, { dataDir: config.dataDir, storage: deps.storage, findings, limiter: exportLimiter, logger }),
    artifacts: new ArtifactsService(db, { storage: deps.storage, config: config.artifacts, keyring, clock }),
    // Compliance PDFs share the export slots: one bound on PDFs built at once.
    compliance: new ComplianceService(db, { limiter: exportLimiter, logger }),
    betweenScans: new BetweenScansService(db),
    ci: new CiService(db, { config, storage: deps.storage, publish }),
    security: new SecurityService(db, { guard: addressGuard, signals, config, clock }),
    addressGuard,
    limiter,
    alerts,
    signals,
    performance,
    requests,
    smtp,
    outbound,
  };
}
