import type { Logger } from 'pino';
import { AuditService } from './audit/audit.service.js';
import { ArtifactsService } from './artifacts/artifacts.service.js';
import { SigningKeyring } from './artifacts/signing-keyring.js';
import { AuthService } from './auth/auth.service.js';
import { Credentials } from './auth/credentials.js';
import { InviteService } from './auth/invite.service.js';
import { SignupService } from './auth/signup.service.js';
import { CiService } from './ci/ci.service.js';
import { ComplianceService } from './compliance/compliance.service.js';
import type { Config } from './config.js';
import type { DatabaseKind } from './db/connection.js';
import { ExportLimiter } from './exports/export-limiter.js';
import { ExportsService } from './exports/exports.service.js';
import { FindingsService } from './findings/findings.service.js';
import type { Db } from './lib/db.js';
import { deriveKey } from './lib/secrets.js';
import type { Mailer } from './mail/mailer.js';
import { ObservabilityService } from './observability/observability.service.js';
import { ProjectsService } from './projects/projects.service.js';
import { RateLimiter } from './ratelimit/rate-limiter.js';
import { scannerEngine, type ScanEngine } from './scans/scan-engine.js';
import type { ScanQueue } from './scans/scan-queue.js';
import { ScansService } from './scans/scans.service.js';
import { TenantsService } from './tenants/tenants.service.js';
import { TokensService } from './tokens/tokens.service.js';
import { UsageService } from './usage/usage.service.js';
import { UsersService } from './users/users.service.js';

export interface Services {
  auth: AuthService;
  audit: AuditService;
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
  exports: ExportsService;
  artifacts: ArtifactsService;
  compliance: ComplianceService;
  ci: CiService;
  limiter: RateLimiter;
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
  engine?: ScanEngine;
  /** The time signed URLs and signing keys are measured against (tests move it). */
  clock?: () => Date;
}): Services {
  const { db, config, mailer, logger } = deps;
  const limiter = new RateLimiter(db);
  const credentials = new Credentials(deps.pepper, config);
  const auth = new AuthService(db, { config, credentials, mailer, limiter, logger });
  const findings = new FindingsService(db);
  const exportLimiter = new ExportLimiter(config.exports);
  const clock = deps.clock ?? (() => new Date());
  const keyring = new SigningKeyring(db, { encryptionKey: deriveKey({ pepper: deps.pepper }, 'vigia/signing-keys/v1'), clock });
  return {
    auth,
    audit: new AuditService(db),
    signup: new SignupService(db, { config, auth, credentials, mailer, limiter, logger }),
    invites: new InviteService(db, { config, credentials, mailer, limiter }),
    tenants: new TenantsService(db),
    users: new UsersService(db),
    projects: new ProjectsService(db),
    tokens: new TokensService(db, deps.pepper),
    usage: new UsageService(db),
    observability: new ObservabilityService(db, { kind: deps.kind, config, limiter, logger }),
    scans: new ScansService(db, { config, engine: deps.engine ?? scannerEngine, queue: deps.queue, logger }),
    findings,
    exports: new ExportsService(db, { dataDir: config.dataDir, findings, limiter: exportLimiter, logger }),
    artifacts: new ArtifactsService(db, { dataDir: config.dataDir, config: config.artifacts, keyring, clock }),
    // Compliance PDFs share the export slots: one bound on PDFs built at once.
    compliance: new ComplianceService(db, { limiter: exportLimiter, logger }),
    ci: new CiService(db, { config, dataDir: config.dataDir }),
    limiter,
  };
}
