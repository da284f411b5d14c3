/**
 * One valid-looking request per operation of the contract, aimed at tenant A's resources. Method
 * and path come from the contract; this table only fills path parameters, the query and the body.
 * Bodies are harmless when they succeed (same names, activating an active user, a token nobody
 * uses) and unique per call where the operation creates something (seq), so every caller meets
 * the same state and a success is a success for each of them.
 */
import type { OperationId } from '../../src/http/operation.js';
import type { Targets } from './world.js';

export interface MatrixRequest {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A multipart/form-data body (the scan upload) instead of JSON. */
  form?: () => FormData;
}

export interface RequestContext {
  targets: Targets;
  /** A number unique to this call. */
  seq: number;
  sourceArchive: Buffer;
}

type Build = (context: RequestContext) => MatrixRequest;

/** A well-formed link token that was never issued. */
const UNKNOWN_LINK = 'matriz-link-desconhecido-0000000000000000000000';

const tenant = ({ targets }: RequestContext) => ({ tenantId: targets.tenantId });
const project = ({ targets }: RequestContext) => ({ projectId: targets.projectId });
const scanOfProject = ({ targets }: RequestContext) => ({ projectId: targets.projectId, scanId: targets.scanId });
const artifact = ({ targets }: RequestContext) => ({ projectId: targets.projectId, artifactId: targets.artifactId });
const finding = ({ targets }: RequestContext) => ({ projectId: targets.projectId, findingId: targets.findingId });
const none: Build = () => ({});

export const REQUESTS: Record<OperationId, Build> = {
  whoami: none,
  requestMagicLink: ({ seq }) => ({ body: { email: `matriz-${seq}@demo.local` } }),
  verifyMagicLink: () => ({ query: { token: UNKNOWN_LINK } }),
  verifyToken: none,
  logout: none,
  signup: ({ seq }) => ({ body: { name: 'Pessoa Matriz', email: `cadastro-${seq}@matriz.com.br`, tenantName: `Matriz ${seq}` } }),
  invite: ({ seq }) => ({ body: { email: `convite-${seq}@demo.local`, roles: ['VIEWER'] } }),
  acceptInvite: () => ({ body: { token: UNKNOWN_LINK } }),
  updateProfile: () => ({ body: { name: 'Pessoa Matriz' } }),
  listMySessions: none,
  endMySession: ({ targets }) => ({ path: { sessionId: targets.sessionId } }),
  getMfaStatus: none,
  // No caller has a second factor: a code is refused (409 not enrolled, or 400 once enrolment started).
  submitMfaCode: () => ({ body: { code: '000000' } }),
  startMfaEnrollment: none,
  confirmMfaEnrollment: () => ({ body: { code: '000000' } }),

  listTenants: none,
  createTenant: ({ seq }) => ({ body: { name: `Tenant Matriz ${seq}` } }),
  updateTenant: (c) => ({ path: tenant(c), body: { name: 'Demo' } }),
  listTenantUsers: (c) => ({ path: tenant(c) }),
  resetUserMfa: (c) => ({ path: { ...tenant(c), userId: c.targets.userId } }),
  updateTenantUser: (c) => ({ path: { ...tenant(c), userId: c.targets.userId }, body: { name: 'Analista Demo' } }),
  batchUpdateTenantUsers: (c) => ({ path: tenant(c), body: { userIds: [c.targets.userId], action: 'activate' } }),
  listTenantInvites: (c) => ({ path: tenant(c) }),
  resendTenantInvite: (c) => ({ path: { ...tenant(c), inviteId: c.targets.resendInviteId }, body: {} }),
  revokeTenantInvite: (c) => ({ path: { ...tenant(c), inviteId: c.targets.revokeInviteId } }),
  listAuditLog: (c) => ({ path: tenant(c) }),
  exportAuditLog: (c) => ({ path: tenant(c) }),
  listSuppressions: (c) => ({ path: tenant(c) }),
  exportSuppressions: (c) => ({ path: tenant(c) }),
  listTenantTokens: (c) => ({ path: tenant(c) }),
  createTenantToken: (c) => ({ path: tenant(c), body: { name: `matriz ${c.seq}`, projectId: c.targets.projectId, kind: 'VIEWER' } }),
  updateTenantToken: (c) => ({ path: { ...tenant(c), tokenId: c.targets.tokenId }, body: { name: 'matriz alvo' } }),
  rotateTenantToken: (c) => ({ path: { ...tenant(c), tokenId: c.targets.tokenId }, body: {} }),

  listProjects: none,
  createProject: ({ seq }) => ({ body: { name: `Projeto Matriz ${seq}`, description: 'Criado pela matriz de autorização' } }),
  updateProject: (c) => ({ path: project(c), body: { description: 'Aplicação web de internet banking' } }),
  listProjectMembers: (c) => ({ path: project(c) }),
  usageSummary: none,
  usageRealtime: none,
  health: none,
  reportClientErrors: () => ({
    body: { entries: [{ level: 'error', message: 'matriz de autorização', timestamp: '2026-11-24T12:00:00.000Z' }] },
  }),

  startScan: ({ targets, sourceArchive }) => ({
    form: () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(sourceArchive)]), 'source.tar.gz');
      form.append('projectId', targets.projectId);
      return form;
    },
  }),
  scanStatus: ({ targets }) => ({ query: { scanId: targets.scanId } }),
  scanStatusStream: ({ targets }) => ({ path: { scanId: targets.scanId } }),
  resumeScan: ({ targets }) => ({ body: { scanId: targets.scanId } }),
  scanCurlCommand: ({ targets }) => ({ query: { projectId: targets.projectId } }),
  latestFindings: none,
  searchFindings: () => ({ body: { options: {} } }),
  exportLatestPdf: none,
  exportLatestFindingsCsv: none,
  exportLatestFindingsJson: none,
  exportLatestArtifacts: none,
  listArtifacts: (c) => ({ path: project(c) }),
  viewArtifact: (c) => ({ path: artifact(c) }),
  signArtifact: (c) => ({ path: artifact(c) }),
  finding: (c) => ({ path: finding(c) }),
  findingTriage: (c) => ({ path: finding(c) }),
  triageFinding: (c) => ({ path: finding(c), body: { state: 'in_review', reason: 'Matriz de autorização' } }),
  triageFindings: (c) => ({ path: project(c), body: { findingIds: [c.targets.findingId], state: 'in_review' } }),
  commentOnFinding: (c) => ({ path: finding(c), body: { body: 'Comentário da matriz' } }),
  findingAssignees: (c) => ({ path: project(c) }),
  // Removing the owner: harmless when repeated, and needs no member id.
  assignFinding: (c) => ({ path: finding(c), body: {} }),
  assignFindings: (c) => ({ path: project(c), body: { findingIds: [c.targets.findingId] } }),
  findingDeadlines: (c) => ({ path: project(c) }),
  downloadArtifact: (c) => ({ path: artifact(c) }),

  rotateSigningKeys: () => ({ body: { confirm: 'yes' } }),
  alerts: none,
  resolveAlert: ({ targets }) => ({ path: { alertId: targets.alertId }, body: { reason: 'Verificado pela matriz' } }),
  performanceMetrics: none,
  clearCaches: () => ({ body: { confirm: 'yes' } }),
  securityStatus: none,
  blockedIps: none,
  blockIp: () => ({ body: { ip: '203.0.113.77', reason: 'Matriz de autorização' } }),
  unblockIp: () => ({ body: { ip: '203.0.113.77' } }),

  // No tenant signs in by SSO with this domain: the neutral refusal.
  startOidcSignIn: ({ seq }) => ({ body: { email: `sso-${seq}@sem-sso.com.br` } }),
  completeOidcSignIn: () => ({ query: { code: 'matriz-codigo', state: 'matriz-estado-desconhecido' } }),
  tenantOidcSettings: (c) => ({ path: tenant(c) }),
  updateTenantOidcSettings: (c) => ({
    path: tenant(c),
    body: { enabled: false, issuer: '', clientId: '', allowedDomains: [], defaultRole: 'VIEWER', jitEnabled: false },
  }),
  webhooks: none,
  createWebhook: () => ({ body: { name: 'SIEM da matriz', url: 'https://203.0.113.10/vigia', events: ['scan.failed'] } }),
  updateWebhook: ({ targets }) => ({ path: { webhookId: targets.webhookId }, body: { name: 'SIEM' } }),
  webhookDeliveries: ({ targets }) => ({ path: { webhookId: targets.webhookId } }),
  replayWebhookDelivery: ({ targets }) => ({ path: { webhookId: targets.webhookId, deliveryId: targets.deliveryId } }),
  rotateWebhookSecret: ({ targets }) => ({ path: { webhookId: targets.webhookId } }),
  testWebhook: ({ targets }) => ({ path: { webhookId: targets.webhookId } }),
  deleteWebhook: ({ targets }) => ({ path: { webhookId: targets.webhookId } }),
  notificationPreferences: none,
  updateNotificationPreferences: () => ({ body: { events: ['scan.failed'], minSeverity: 'high', delivery: 'immediate' } }),

  complianceTrend: (c) => ({ path: project(c) }),
  anpdTemplate: (c) => ({ path: scanOfProject(c) }),
  anpdTemplatePdf: (c) => ({ path: scanOfProject(c), body: { fields: {} } }),
  complianceReportPdf: (c) => ({ path: scanOfProject(c) }),
  complianceActionPlan: (c) => ({ path: scanOfProject(c) }),
  complianceActionPlanCsv: (c) => ({ path: scanOfProject(c) }),
  remediationTrend: (c) => ({ path: project(c), query: { branch: 'main' } }),
  compareScans: (c) => ({ path: project(c), query: { base: c.targets.scanId, head: c.targets.scanId } }),
  generateCiTemplate: ({ targets }) => ({
    body: { tenantId: targets.tenantId, projectId: targets.projectId, platform: 'github', triggers: ['push'], failOn: 'high' },
  }),
  ciClientScript: none,
  scanGate: ({ targets }) => ({ path: { scanId: targets.scanId } }),
  scanSarif: ({ targets }) => ({ path: { scanId: targets.scanId } }),
};

/**
 * Operations run after all the others, in this order: a new scan would change "the latest scan"
 * the reads look at, and the last two end the caller's own session.
 */
export const RUN_LAST: readonly OperationId[] = ['deleteWebhook', 'startScan', 'endMySession', 'logout'];
